import { readCmsEnv, sanityProject } from "~/lib/cms/config.server";

/** Where payment links of the providers sellers of scripts use live (Stripe Payment Links, PayPal). */
export const DEFAULT_PAYMENT_HOSTS = ["buy.stripe.com", "checkout.stripe.com", "www.paypal.com", "www.sandbox.paypal.com"];

/** The bundled sample's checkout links point here; allowed only while the site runs on the sample. */
export const SAMPLE_CHECKOUT_HOST = "pay.launchyard.example";

/**
 * The hosts a buyer may be sent to for payment: `PAYMENT_HOSTS` (comma-separated), else the defaults
 * above. Configuration, not the CMS: the checkout links are checked against this list, so a link
 * changed in the CMS (by mistake, or by whoever got an editor's account) cannot allow itself.
 */
export function allowedPaymentHosts(env: Record<string, string | undefined> = process.env): string[] {
  const configured = (env.PAYMENT_HOSTS ?? "")
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  if (configured.length > 0) return configured;
  return sanityProject(readCmsEnv(env)) ? DEFAULT_PAYMENT_HOSTS : [...DEFAULT_PAYMENT_HOSTS, SAMPLE_CHECKOUT_HOST];
}
