/** An order's reference: XK- and 12 characters from a 32-letter alphabet without look-alikes (0/O, 1/I). */
export const ORDER_REFERENCE_PATTERN = /^XK-[A-HJ-NP-Z2-9]{12}$/;

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** An unguessable order reference (60 random bits, from the Web Crypto API the server and browsers share). */
export function newOrderReference(): string {
  return `XK-${Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => ALPHABET[byte % 32]).join("")}`;
}
