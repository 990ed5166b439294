import { json } from "@remix-run/node";
import { offerBySlugQuery } from "~/lib/cms/queries/products";
import { checkoutDestination } from "~/lib/orders/payment-hosts.server";
import { offerSeo } from "~/lib/seo/documents";
import { canonicalPath, describePage, fetchContent, getPage, notFound, seoContext } from "./common.server";

/** A one-time-offer page: its page document (SEO) and the offer (price, items, links). */
export async function offerPageData(request: Request, slug: "offer-graphics" | "offer-vip-upgrades") {
  const [page, offer, context] = await Promise.all([getPage(slug), fetchContent(offerBySlugQuery, { slug }), seoContext()]);
  if (!offer) notFound();
  return json({
    page,
    offer: { ...offer, checkoutUrl: checkoutDestination(offer.checkoutUrl) },
    meta: describePage(request, offerSeo(page, offer, canonicalPath(request), context), offer.name),
  });
}
