import { readCmsEnv, sanityProject } from "~/lib/cms/client/config.server";

/** Where payment links of the providers sellers of scripts use live (Stripe Payment Links, PayPal). */
export const DEFAULT_PAYMENT_HOSTS = ["buy.stripe.com", "checkout.stripe.com", "www.paypal.com", "www.sandbox.paypal.com"];

/** The bundled sample's checkout links point here; allowed only while the site runs on the sample. */
export const SAMPLE_CHECKOUT_HOST = "pay.launchyard.example";

/** The site's own stand-in for the sample's checkout host, so a first order on the sample ends on a real page. */
export const SAMPLE_CHECKOUT_PATH = "/sample-checkout";

/** Whether the site runs on its bundled sample (no Sanity project): the only case the stand-in checkout exists. */
export function runsOnSample(env: Record<string, string | undefined> = process.env): boolean {
  return !sanityProject(readCmsEnv(env));
}

/**
 * Where a checkout link sends the buyer: the link itself, except the sample's links while the site runs on the
 * sample, which go to the stand-in checkout page (/sample-checkout/<product>, query kept) instead of a host that
 * does not exist.
 */
export function checkoutDestination(url: string, env: Record<string, string | undefined> = process.env): string {
  if (!URL.canParse(url) || !runsOnSample(env)) return url;
  const parsed = new URL(url);
  if (parsed.host !== SAMPLE_CHECKOUT_HOST) return url;
  const product = parsed.pathname.split("/").filter(Boolean).at(-1) ?? "";
  return `${SAMPLE_CHECKOUT_PATH}/${encodeURIComponent(product)}${parsed.search}`;
}

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
  return runsOnSample(env) ? [...DEFAULT_PAYMENT_HOSTS, SAMPLE_CHECKOUT_HOST] : DEFAULT_PAYMENT_HOSTS;
}
