/** An order's reference: XK- and 12 characters from a 32-letter alphabet without look-alikes (0/O, 1/I). */
export const ORDER_REFERENCE_PATTERN = /^XK-[A-HJ-NP-Z2-9]{12}$/;

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A reference from 12 unpredictable bytes (60 bits survive the alphabet). */
export function orderReferenceFromBytes(bytes: Uint8Array): string {
  if (bytes.length < 12) throw new Error("An order reference needs 12 bytes");
  return `XK-${Array.from(bytes.subarray(0, 12), (byte) => ALPHABET[byte % 32]).join("")}`;
}

/**
 * What a payment is for: the order itself, or one of the one-time offers bought after it. An offer bought from its
 * page is paid separately, so its checkout carries `<order reference>_<offer slug>` (letters, digits, dashes and
 * underscores: what Stripe accepts as a `client_reference_id`), and its amount is checked against the offer's price.
 */
export type PaymentReference = { order: string; offer: string | null };

const OFFER_SEPARATOR = "_";
const OFFER_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function offerPurchaseReference(order: string, offerSlug: string): string {
  return `${order}${OFFER_SEPARATOR}${offerSlug}`;
}

/** The order (and offer) a payment's reference names, or null when it is not one of ours. */
export function parsePaymentReference(reference: string): PaymentReference | null {
  const [order = "", offer, ...rest] = reference.split(OFFER_SEPARATOR);
  if (!ORDER_REFERENCE_PATTERN.test(order) || rest.length > 0) return null;
  if (offer === undefined) return { order, offer: null };
  return OFFER_SLUG_PATTERN.test(offer) ? { order, offer } : null;
}

/** An internal link that keeps the buyer's order with them (the next offer, the thank-you page); other links unchanged. */
export function withOrderReference(href: string, reference: string): string {
  if (!href.startsWith("/") || href.startsWith("//")) return href;
  const url = new URL(href, "http://site.invalid");
  url.searchParams.set("ref", reference);
  return `${url.pathname}${url.search}${url.hash}`;
}
