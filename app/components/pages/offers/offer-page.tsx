import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { buttonClasses } from "~/components/ui/button";
import type { OfferChoiceRefusal } from "~/lib/actions/offer-choice.server";
import type { OfferView } from "~/lib/cms/queries/products";
import { formatUsd } from "~/lib/core/format";
import { PREVIEW_ORDERS_DISABLED } from "~/lib/orders/messages";
import type { PageMeta } from "~/lib/seo/page-meta";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { CmsImage } from "~/components/ui/cms-image";

const declineClasses =
  "text-sm text-slate-600 underline underline-offset-2 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-400 dark:hover:text-white";

/**
 * A one-time offer shown after a purchase, without the site chrome: what it is, what it is worth,
 * the items, one buy button to the offer's checkout and a plain way to decline. With the buyer's order, both are
 * forms that record the answer on the order before going on (they work without JavaScript).
 */
export function OfferPage() {
  const { offer, orderReference, ordersDisabled, meta } = useLoaderData<{
    offer: OfferView;
    orderReference: string | null;
    ordersDisabled: boolean;
    meta: PageMeta;
  }>();
  const refusal = useActionData<OfferChoiceRefusal>();
  const answering = useNavigation().state !== "idle";
  const buyLabel = `Yes, add the ${offer.name} for ${formatUsd(offer.price)}`;
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white pb-16 dark:from-brand-950/60 dark:to-slate-950">
      <Breadcrumbs crumbs={meta.crumbs} />
      <article className="mx-auto max-w-3xl px-4 pt-10 sm:px-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">One-time offer: {offer.name}</p>
        <h1 className="mt-3 text-balance text-4xl font-extrabold tracking-tight sm:text-5xl">{offer.headline}</h1>
        <p className="mt-6 text-pretty text-lg text-slate-700 dark:text-slate-300">{offer.summary}</p>

        {offer.samples.length > 0 ? <OfferSamples offer={offer} /> : null}

        <section
          aria-labelledby="offer-items"
          className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="offer-items" className="text-xl font-bold">
            What you get
          </h2>
          <ul className="mt-6 divide-y divide-slate-200 dark:divide-slate-800">
            {offer.items.map((item) => (
              <li key={item._key} className="flex flex-col gap-1 py-4 sm:flex-row sm:justify-between sm:gap-6">
                <div>
                  <h3 className="font-semibold">{item.name}</h3>
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{item.description}</p>
                </div>
                {item.worth ? <p className="shrink-0 text-sm text-slate-600 dark:text-slate-400">worth {formatUsd(item.worth)}</p> : null}
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap items-baseline justify-between gap-4 border-t border-slate-200 pt-6 dark:border-slate-800">
            <p className="text-slate-600 dark:text-slate-300">
              Total value <s data-testid="offer-worth">{formatUsd(offer.worth)}</s>
            </p>
            <p>
              <span className="text-sm text-slate-600 dark:text-slate-300">Your price, one-time </span>
              <span className="text-4xl font-extrabold tracking-tight" data-testid="offer-price">
                {formatUsd(offer.price)}
              </span>
            </p>
          </div>
          {refusal || (ordersDisabled && orderReference) ? (
            <p
              role={refusal ? "alert" : "note"}
              className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
            >
              {refusal?.error ?? PREVIEW_ORDERS_DISABLED}
            </p>
          ) : null}
          {orderReference ? (
            <>
              <Form method="post" className="mt-6">
                <input type="hidden" name="order" value={orderReference} />
                <button
                  type="submit"
                  name="intent"
                  value="accept"
                  disabled={answering}
                  className={buttonClasses("primary", "w-full px-6 py-4 text-lg")}
                >
                  {buyLabel}
                </button>
              </Form>
              <p className="mt-3 text-center text-sm text-slate-600 dark:text-slate-300" data-testid="offer-order">
                Added to your order <span className="font-mono font-medium">{orderReference}</span> and paid on its own.
              </p>
            </>
          ) : (
            <a href={offer.checkoutUrl} className={buttonClasses("primary", "mt-6 w-full px-6 py-4 text-lg")} rel="noopener noreferrer">
              {buyLabel}
            </a>
          )}
        </section>

        {orderReference ? (
          <Form method="post" className="mt-8 text-center">
            <input type="hidden" name="order" value={orderReference} />
            <button type="submit" name="intent" value="decline" disabled={answering} className={declineClasses}>
              {offer.declineLabel}
            </button>
          </Form>
        ) : (
          <p className="mt-8 text-center">
            <Link to={offer.declineHref} className={declineClasses}>
              {offer.declineLabel}
            </Link>
          </p>
        )}
      </article>
    </div>
  );
}

/** What the buyer gets, shown rather than described: each sample at its own size, up to the column's width. */
function OfferSamples({ offer }: { offer: OfferView }) {
  return (
    <section aria-labelledby="offer-samples" className="mt-10">
      <h2 id="offer-samples" className="text-xl font-bold">
        Samples from the {offer.name}
      </h2>
      <ul className="mt-6 flex flex-wrap items-center justify-center gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        {offer.samples.map((sample) => (
          <li key={sample.src} className="max-w-full">
            <CmsImage
              image={sample}
              sizes={`(min-width: 768px) ${Math.min(sample.width, 680)}px, calc(100vw - 5rem)`}
              className="h-auto max-h-44 w-auto max-w-full sm:max-h-72"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
