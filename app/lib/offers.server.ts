import { json } from "@remix-run/node";
import { cms } from "~/lib/cms/cms.server";
import { offerBySlugQuery } from "~/lib/cms/queries/products";
import { getPage, notFound, pageMeta } from "~/lib/pages.server";

/** Loader of a one-time-offer page: its page document (SEO) and the offer (price, items, links). */
export async function loadOffer(request: Request, slug: string) {
  const [page, offer] = await Promise.all([getPage(slug), cms.fetch(offerBySlugQuery, { slug })]);
  if (!offer) notFound();
  return json({ page, offer, meta: pageMeta(request, page.seo, offer.name) });
}
