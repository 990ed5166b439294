import { signatureMatches, signWithFormSecret } from "~/lib/security/secrets.server";

/** Where the generated share cards are served (app/routes/og.card[.]png.ts). */
export const SHARE_CARD_PATH = "/og/card.png";

/** The most a card shows; a longer title is cut with an ellipsis before it is signed. */
export const SHARE_CARD_LIMITS = { title: 120, price: 32 } as const;

/** What a generated share card says besides the product name, which it reads from the site settings. */
export interface ShareCardText {
  title: string;
  price?: string;
}

/** Signed with the form secret, which survives restarts, so an address shared last week still names its card. */
function signature(text: ShareCardText): string {
  return signWithFormSecret(`share-card\n${text.title}\n${text.price ?? ""}`).slice(0, 22);
}

function cut(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).trimEnd()}…`;
}

/**
 * The card's stable address: its text and a signature, so the same page always names the same image (caches keep
 * it) and nobody can make the site render words of their own under its name.
 */
export function shareCardUrl(text: ShareCardText): string {
  const card = {
    title: cut(text.title, SHARE_CARD_LIMITS.title),
    price: text.price ? cut(text.price, SHARE_CARD_LIMITS.price) : undefined,
  };
  const query = new URLSearchParams({ title: card.title, ...(card.price ? { price: card.price } : {}), sig: signature(card) });
  return `${SHARE_CARD_PATH}?${query}`;
}

/** The card a request asks for, or why it is refused (an unsigned or altered address, or text over the limits). */
export function shareCardFromUrl(url: URL): { card: ShareCardText } | { problem: string } {
  const title = url.searchParams.get("title") ?? "";
  const price = url.searchParams.get("price") ?? undefined;
  const sig = url.searchParams.get("sig") ?? "";
  if (!title || title.length > SHARE_CARD_LIMITS.title || (price !== undefined && (!price || price.length > SHARE_CARD_LIMITS.price)))
    return { problem: "A share card needs a title of at most 120 characters and, optionally, a price of at most 32." };
  const card = { title, price };
  if (!signatureMatches(sig, signature(card))) return { problem: "This share card address is not one the site made." };
  return { card };
}
