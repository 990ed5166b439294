import { useLoaderData } from "@remix-run/react";
import { CmsPage } from "~/components/cms-page";
import type { Page } from "~/lib/cms/queries/page";
import { formatUsd } from "~/lib/format";
import type { OrderSummary } from "~/lib/orders/lookup.server";
import type { PageMeta } from "~/lib/seo/page-meta";

/** A thank-you page: the order's reference and summary when the link names one, then the next steps. */
export function ThanksPage() {
  const { page, order, unknownReference, meta } = useLoaderData<{
    page: Page;
    order: OrderSummary | null;
    unknownReference: string | null;
    meta: PageMeta;
  }>();
  return (
    <CmsPage page={page} crumbs={meta.crumbs}>
      {order ? (
        <section aria-labelledby="order-summary" className="mx-auto mb-4 max-w-3xl px-4 sm:px-6">
          <div className="rounded-2xl border border-emerald-300 bg-emerald-50 p-6 dark:border-emerald-800 dark:bg-emerald-950">
            <h2 id="order-summary" className="text-lg font-semibold">
              Order <span data-testid="order-reference">{order.reference}</span>
              {order.test ? " (test)" : ""}
            </h2>
            <p className="mt-1 text-sm font-medium" data-testid="order-status">
              {order.paid ? "Paid: thank you." : "Order received, awaiting payment."}
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
                <dt className="text-slate-600 dark:text-slate-300">{order.paid ? "Paid at checkout" : "Due at checkout"}</dt>
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
            </dl>
            <p className="mt-3 text-sm">Keep this reference: quote it whenever you write to support.</p>
          </div>
        </section>
      ) : unknownReference ? (
        <p role="status" className="mx-auto mb-4 max-w-3xl px-4 text-sm text-slate-700 sm:px-6 dark:text-slate-300">
          We could not find an order with the reference {unknownReference}. Check the link in your e-mail, or write to support with your
          payment receipt.
        </p>
      ) : null}
    </CmsPage>
  );
}
