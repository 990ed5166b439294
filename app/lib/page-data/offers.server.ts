import { json } from "@remix-run/node";
import { redirect } from "~/lib/core/redirect.server";
import { previewing } from "~/lib/cms/client/read-context.server";
import { offerBySlugQuery } from "~/lib/cms/queries/products";
import { findOrder, offerAnswered } from "~/lib/orders/lookup.server";
import { checkoutDestination } from "~/lib/orders/payment-hosts.server";
import { withOrderReference } from "~/lib/orders/reference";
import { offerSeo } from "~/lib/seo/documents";
import { fetchContent, getPage, notFound } from "./cms-reads.server";
import { describePage, seoContext } from "./page-seo.server";

/**
 * A one-time-offer page: its page document (SEO) and the offer (price, items, links). A buyer who comes from an order
 * (`?ref=XK-…` of a stored order) answers with the page's forms, which record the answer on the order (the page's
 * action, `handleOfferChoice`); such a page is theirs alone, so it is never stored by a cache. An order that has
 * answered the offer already (included in its package, an add-on in the funnel, accepted or declined here before:
 * `offerAnswered`) goes straight on to the offer's next step: the payment link of every package leads to the first
 * offer, whatever the order holds. Without an order the buy button is the offer's checkout link, as published.
 */
export async function offerPageData(request: Request, slug: "offer-graphics" | "offer-vip-upgrades") {
  const reference = new URL(request.url).searchParams.get("ref");
  const [page, offer, context, order] = await Promise.all([
    getPage(slug),
    fetchContent(offerBySlugQuery, { slug }),
    seoContext(),
    findOrder(reference),
  ]);
  if (!offer) return notFound(request);
  if (order && offerAnswered(order, offer)) {
    throw redirect(withOrderReference(offer.declineHref, order.reference), 303);
  }
  return json({
    page,
    offer: { ...offer, checkoutUrl: checkoutDestination(offer.checkoutUrl) },
    orderReference: order?.reference ?? null,
    // In preview the page shows the drafts, and its forms refuse: drafts are never sold.
    ordersDisabled: previewing(),
    meta: describePage(request, (path) => offerSeo(page, offer, path, context), offer.name),
  });
}
