import { json } from "@remix-run/node";
import { PRIVATE_NO_STORE, RETRY_AFTER_SECONDS } from "~/lib/cache-control";
import { previewing, readingPublished } from "~/lib/cms/client/read-context.server";
import { offerBySlugQuery } from "~/lib/cms/queries/products";
import { orderCatalogOrNull } from "~/lib/orders/catalog.server";
import { findOrder, type BuyerOrder } from "~/lib/orders/lookup.server";
import { runsOnSample } from "~/lib/orders/payment-hosts.server";
import { parsePaymentReference, withOrderReference } from "~/lib/orders/reference";
import { ORDER_LINE, type OrderLine } from "~/lib/orders/order-record";
import type { OrderCatalog } from "~/lib/orders/order";
import { providerConfirmsPayments } from "~/lib/payments/checkout-url.server";
import { pagePath } from "~/lib/declarations/paths";
import { pageSeo } from "~/lib/seo/documents";
import { fetchContent, getPage, notFound } from "./cms-reads.server";
import { describePage } from "./page-seo.server";

const THANKS_PURCHASE_PATH = "/thanks-purchase";

/**
 * The order funnel and the test order form: the catalogue (as published, also in preview) and the preselected tier
 * (?tier=). While the catalogue cannot be read (commerce data never falls back to the sample) the page still renders,
 * says ordering is briefly unavailable, and answers 503 with Retry-After. In preview the funnel says orders are
 * disabled (its action refuses to take one).
 */
export async function orderPageData(request: Request, slug: "order-funnel" | "test-order-form") {
  const [page, catalog] = await Promise.all([getPage(slug), orderCatalogOrNull()]);
  const meta = describePage(request, pageSeo(page), page.title);
  const test = slug === "test-order-form";
  const ordersDisabled = previewing();
  if (!catalog) {
    return json(
      { page, catalog: null, initialTier: null, test, ordersDisabled, meta },
      { status: 503, headers: { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": PRIVATE_NO_STORE } },
    );
  }
  const requested = new URL(request.url).searchParams.get("tier");
  return json({
    page,
    catalog,
    initialTier: catalog.tiers.some((tier) => tier.slug === requested) ? requested : null,
    test,
    ordersDisabled,
    meta,
  });
}

/**
 * /thanks-order and /thanks-purchase: the page, and the order when the link carries one (then the page is the buyer's):
 * every line with its state, the totals and the delivery steps done (decision 062).
 */
export async function thanksPageData(request: Request, slug: "thanks-order" | "thanks-purchase") {
  const reference = new URL(request.url).searchParams.get("ref");
  const [page, order] = await Promise.all([
    getPage(slug),
    // Offers bought before the order kept their names are named as the catalogue names them now.
    orderCatalogOrNull().then((catalog) =>
      findOrder(reference, (offer) => catalog?.offers.find((candidate) => candidate.slug === offer)?.name ?? offer),
    ),
  ]);
  return json({
    page,
    order,
    // Only a provider whose signed notifications the site accepts will ever confirm the payment (not the sample's
    // stand-in checkout, not a link of another provider, not Stripe without its webhook secret).
    confirming: Boolean(
      order?.record.lines.some((line) => line.state === "awaiting-payment") && providerConfirmsPayments(order.paymentProvider),
    ),
    unknownReference: reference && !order ? reference.slice(0, 20) : null,
    meta: describePage(request, pageSeo(page), page.title),
  });
}

/**
 * The stand-in checkout of the bundled sample (/sample-checkout/<product>): what is being bought, at what price,
 * and the way on to where a real payment link sends the buyer back (README, "Payments with Stripe Payment Links"):
 * the first one-time offer after a package, the offer's own next step after an offer, with the order. It exists only
 * while the site runs on the sample; with a Sanity project the buyer goes to the checkout link and this answers 404.
 * Commerce data: read as published, also in preview; an offer is due at the price the buyer accepted it at.
 */
export function sampleCheckoutData(request: Request, product: string | undefined) {
  if (!runsOnSample()) return notFound(request);
  return readingPublished(async () => {
    // An offer bought after an order carries `<order>_<offer>`: the order is shown, the price due is the offer's.
    const reference = parsePaymentReference(new URL(request.url).searchParams.get("ref") ?? "");
    const [catalog, order] = await Promise.all([orderCatalogOrNull(), findOrder(reference?.order ?? null)]);
    const item = [...(catalog?.tiers ?? []), ...(catalog?.offers ?? [])].find((candidate) => candidate.slug === product);
    if (!item || !catalog) return notFound(request);
    const nextPath = await stepAfterPaying(item.slug, catalog);
    const due = (order && lineOf(order, reference?.offer ?? ORDER_LINE)?.amount) ?? item.price;
    const title = `Sample checkout: ${item.name}`;
    const seo = { title, description: `The sample site's stand-in checkout for ${item.name}: no payment is taken.`, noIndex: true };
    return json({
      item: { name: item.name },
      order: order && { reference: order.reference, test: order.test },
      due,
      nextPath: order ? withOrderReference(nextPath, order.reference) : nextPath,
      meta: describePage(request, { seo, jsonLd: [] }, title),
    });
  });
}

/** The line a payment is for: the package's checkout, or an offer at the price the buyer accepted it at. */
const lineOf = (order: BuyerOrder, key: string): OrderLine | undefined => order.record.lines.find((line) => line.key === key);

/** Where the buyer goes once this is paid: a package leads to the first one-time offer, an offer to its next step. */
async function stepAfterPaying(product: string, catalog: OrderCatalog): Promise<string> {
  const offer = catalog.offers.find((candidate) => candidate.slug === product);
  if (!offer) return catalog.offers[0] ? pagePath(catalog.offers[0].slug) : THANKS_PURCHASE_PATH;
  return (await fetchContent(offerBySlugQuery, { slug: offer.slug }))?.declineHref ?? THANKS_PURCHASE_PATH;
}
