import { getSiteSettings } from "./cms-reads.server";
import { withoutPreviewStega } from "./page-seo.server";
import { shareCardFromUrl } from "~/lib/share-card/card-url.server";
import { renderShareCard } from "~/lib/share-card/render.server";

/** Cards kept rendered (about 40 KB each): every page's card, for a site of a few hundred pages. */
const CARDS_KEPT = 400;
const rendered = new Map<string, Buffer>();

/**
 * The PNG of a share card, rendered once per text and product name and kept (least recently used first out).
 * A changed product name is a new card at the same address, so browsers and networks keep it for a day, not forever.
 */
export async function shareCardImage(request: Request): Promise<Response> {
  const parsed = shareCardFromUrl(new URL(request.url));
  if ("problem" in parsed) return new Response(parsed.problem, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const { productName } = withoutPreviewStega(await getSiteSettings());
  const key = `${productName}\n${parsed.card.title}\n${parsed.card.price ?? ""}`;
  let png = rendered.get(key);
  if (png) rendered.delete(key);
  else png = await renderShareCard(parsed.card, productName);
  rendered.set(key, png);
  if (rendered.size > CARDS_KEPT) rendered.delete(rendered.keys().next().value!);
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.length),
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
    },
  });
}
