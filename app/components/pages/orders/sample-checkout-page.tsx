import { Link, useLoaderData } from "@remix-run/react";
import { buttonClasses } from "~/components/ui/button";
import { formatUsd } from "~/lib/core/format";
import type { sampleCheckoutData } from "~/lib/page-data/orders.server";
import { useSiteSettings } from "~/lib/root-data";

/** The sample's stand-in for a payment page: plainly not one, and the way on to where a payment link would lead. */
export function SampleCheckoutPage() {
  const { item, order, due, nextPath } = useLoaderData<typeof sampleCheckoutData>();
  const { productName } = useSiteSettings();
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white py-16 dark:from-brand-950/60 dark:to-slate-950">
      <article className="mx-auto max-w-xl px-4 sm:px-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">{productName} sample checkout</p>
        <h1 className="mt-3 text-balance text-3xl font-extrabold tracking-tight sm:text-4xl">{item.name}</h1>
        <div
          role="note"
          className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <p className="font-semibold">This is a sample: no payment is taken here.</p>
          <p className="mt-1">
            The site is running on its bundled sample content, whose payment links lead nowhere. With a Sanity project, buyers go to the
            checkout link set on each package in the Studio.
          </p>
        </div>
        <dl className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white px-6 shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {order ? (
            <div className="flex items-baseline justify-between gap-4 py-4">
              <dt className="text-slate-600 dark:text-slate-300">Order</dt>
              <dd className="font-mono font-medium" data-testid="order-reference">
                {order.reference}
                {order.test ? " (test)" : ""}
              </dd>
            </div>
          ) : null}
          <div className="flex items-baseline justify-between gap-4 py-4">
            <dt className="text-slate-600 dark:text-slate-300">Due today</dt>
            <dd className="text-xl font-bold" data-testid="checkout-total">
              {formatUsd(due)}
            </dd>
          </div>
        </dl>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to={nextPath} className={buttonClasses("primary", "flex-1 px-6 py-3")}>
            Finish the sample order
          </Link>
          <Link to="/pricing" className={buttonClasses("secondary", "flex-1 px-6 py-3")}>
            Back to the packages
          </Link>
        </div>
      </article>
    </div>
  );
}
