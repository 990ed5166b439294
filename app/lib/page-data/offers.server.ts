import { json } from "@remix-run/node";
import { redirect } from "~/lib/core/redirect.server";
import { offerBySlugQuery } from "~/lib/cms/queries/products";
import { findOrder, orderHasOffer } from "~/lib/orders/lookup.server";
import { checkoutDestination } from "~/lib/orders/payment-hosts.server";
import { offerPurchaseReference, withOrderReference } from "~/lib/orders/reference";
import { orderCheckoutUrl } from "~/lib/payments/checkout-url.server";
import { offerSeo } from "~/lib/seo/documents";
import { fetchContent, getPage, notFound } from "./cms-reads.server";
import { describePage, seoContext } from "./page-seo.server";

/**
 * A one-time-offer page: its page document (SEO) and the offer (price, items, links). A buyer who comes from an order
 * (`?ref=XK-…` of a stored order) pays for the offer with a reference that names the order and the offer, and the
 * decline link keeps the order; such a page is theirs alone, so it is never stored by a cache. An order that already
 * has the offer (included in its package, an add-on in the funnel, or bought here before: `orderHasOffer`) goes
 * straight on to the offer's next step: the payment link of every package leads to the first offer, whatever it holds.
 */
export async function offerPageData(request: Request, slug: "offer-graphics" | "offer-vip-upgrades") {
  const reference = new URL(request.url).searchParams.get("ref");
  const [page, offer, context, order] = await Promise.all([
    getPage(slug),
    fetchContent(offerBySlugQuery, { slug }),
    seoContext(),
    findOrder(reference),
  ]);
  if (!offer) notFound();
  if (order && orderHasOffer(order, offer)) {
    throw redirect(withOrderReference(offer.declineHref, order.reference), 303);
  }
  const checkoutUrl =
    order && URL.canParse(offer.checkoutUrl)
      ? orderCheckoutUrl(new URL(offer.checkoutUrl), { reference: offerPurchaseReference(order.reference, slug) }).href
      : offer.checkoutUrl;
  return json({
    page,
    offer: {
      ...offer,
      checkoutUrl: checkoutDestination(checkoutUrl),
      declineHref: order ? withOrderReference(offer.declineHref, order.reference) : offer.declineHref,
    },
    orderReference: order?.reference ?? null,
    meta: describePage(request, (path) => offerSeo(page, offer, path, context), offer.name),
  });
}
