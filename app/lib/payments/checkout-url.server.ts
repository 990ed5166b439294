import type { PaymentProvider } from "./provider.server";
import { stripeProvider } from "./stripe.server";

/** The providers whose checkout links the site recognises; a link of none of them gets `?ref=`. */
const PROVIDERS: readonly PaymentProvider[] = [stripeProvider];

/** The provider of a checkout link, by name, or null for a link of none the site recognises. */
export function checkoutProviderOf(checkoutUrl: URL): string | null {
  return PROVIDERS.find((candidate) => candidate.owns(checkoutUrl))?.name ?? null;
}

/**
 * Whether the site will hear of a payment made through this provider: it is one the site knows and its signed
 * notifications are accepted (its webhook secret is set). Otherwise nothing will ever mark the order paid.
 */
export function providerConfirmsPayments(providerName: string | null, env: Record<string, string | undefined> = process.env): boolean {
  const provider = PROVIDERS.find((candidate) => candidate.name === providerName);
  return Boolean(provider && env[provider.webhookSecretVariable]?.trim());
}

/**
 * A tier's or offer's checkout link for one order: a provider's link carries the reference the way that provider
 * reports it back (Stripe: `client_reference_id`, with the e-mail prefilled), any other link `?ref=<reference>`.
 */
export function orderCheckoutUrl(checkoutUrl: URL, order: { reference: string; email?: string | undefined }): URL {
  const provider = PROVIDERS.find((candidate) => candidate.owns(checkoutUrl));
  if (provider) return provider.checkoutUrl(checkoutUrl, { reference: order.reference, email: order.email });
  const link = new URL(checkoutUrl);
  link.searchParams.set("ref", order.reference);
  return link;
}
