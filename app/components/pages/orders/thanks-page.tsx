import { useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { CmsPage } from "~/components/sections/cms-page";
import type { Page } from "~/lib/cms/queries/page";
import { formatUsd } from "~/lib/core/format";
import type { OrderSummary } from "~/lib/orders/lookup.server";
import type { PageMeta } from "~/lib/seo/page-meta";

/** What the buyer reads about the payment, by the order's status. */
const STATUS_TEXT: Record<OrderSummary["status"], string> = {
  paid: "Payment received: thank you.",
  "awaiting-payment": "Order received, awaiting payment.",
  "payment-failed":
    "Your payment did not go through, and nothing was charged. Pay again from the link in your order e-mail, or write to support.",
  "payment-mismatch": "We received a payment that does not match this order. We will write to you within one business day to put it right.",
};

/** A one-time offer bought after the order, by its payment's status. */
const OFFER_STATUS_TEXT: Record<OfferPurchaseView["status"], string> = {
  paid: "payment received",
  "payment-failed": "payment did not go through",
  "payment-mismatch": "payment being checked by our team",
};

type OfferPurchaseView = { name: string; status: Exclude<OrderSummary["status"], "awaiting-payment"> };

/** How often the page asks again while the payment provider has not confirmed the payment yet. */
const CONFIRMING_REFRESH_MS = 5000;

/** While a payment is being confirmed, the page reloads its data now and then (with JavaScript) until it is. */
function useRefreshWhile(confirming: boolean) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!confirming) return;
    const timer = window.setInterval(revalidate, CONFIRMING_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [confirming, revalidate]);
}

/** A thank-you page: the order's reference, payment status and summary when the link names one, then the next steps. */
export function ThanksPage() {
  const { page, order, offerPurchases, confirming, unknownReference, meta } = useLoaderData<{
    page: Page;
    order: OrderSummary | null;
    offerPurchases: OfferPurchaseView[];
    confirming: boolean;
    unknownReference: string | null;
    meta: PageMeta;
  }>();
  useRefreshWhile(confirming);
  const summary = order ? (
    <section aria-labelledby="order-summary" className="mx-auto mb-4 max-w-3xl px-4 sm:px-6">
      <div className="rounded-2xl border border-emerald-300 bg-emerald-50 p-6 dark:border-emerald-800 dark:bg-emerald-950">
        <h2 id="order-summary" className="text-lg font-semibold">
          Order <span data-testid="order-reference">{order.reference}</span>
          {order.test ? " (test)" : ""}
        </h2>
        <p className="mt-1 text-sm font-medium" data-testid="order-status" role="status">
          {confirming ? "We're confirming your payment: this page updates when it is." : STATUS_TEXT[order.status]}
        </p>
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600 dark:text-slate-300">Package</dt>
            <dd className="font-medium">{order.tierName}</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-300">Add-ons</dt>
            <dd className="font-medium">{order.addOns.length ? order.addOns.join(", ") : "None"}</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-300">{order.status === "paid" ? "Paid at checkout" : "Due at checkout"}</dt>
            <dd className="font-medium" data-testid="order-summary-total">
              {formatUsd(order.total)}
            </dd>
          </div>
          {order.instalments ? (
            <div>
              <dt className="text-slate-600 dark:text-slate-300">Then</dt>
              <dd className="font-medium">
                {formatUsd(order.instalments.monthlyAmount)}/month for {order.instalments.months} months
              </dd>
            </div>
          ) : null}
          {offerPurchases.length ? (
            <div className="sm:col-span-2">
              <dt className="text-slate-600 dark:text-slate-300">One-time offers</dt>
              <dd className="font-medium" data-testid="order-offers">
                <ul>
                  {offerPurchases.map((purchase) => (
                    <li key={purchase.name}>
                      {purchase.name}: {OFFER_STATUS_TEXT[purchase.status]}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
        </dl>
        <p className="mt-3 text-sm">Keep this reference: quote it whenever you write to support.</p>
      </div>
    </section>
  ) : unknownReference ? (
    <p role="status" className="mx-auto mb-4 max-w-3xl px-4 text-sm text-slate-700 sm:px-6 dark:text-slate-300">
      We could not find an order with the reference {unknownReference}. Check the link in your e-mail, or write to support with your payment
      receipt.
    </p>
  ) : null;
  return <CmsPage page={page} crumbs={meta.crumbs} blocks={{ orderSummary: { content: summary } }} />;
}
