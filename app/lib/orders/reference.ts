/** An order's reference: XK- and 12 characters from a 32-letter alphabet without look-alikes (0/O, 1/I). */
export const ORDER_REFERENCE_PATTERN = /^XK-[A-HJ-NP-Z2-9]{12}$/;

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** A reference from 12 unpredictable bytes (60 bits survive the alphabet). */
export function orderReferenceFromBytes(bytes: Uint8Array): string {
  if (bytes.length < 12) throw new Error("An order reference needs 12 bytes");
  return `XK-${Array.from(bytes.subarray(0, 12), (byte) => ALPHABET[byte % 32]).join("")}`;
}
