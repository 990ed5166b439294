import { Link } from "@remix-run/react";
import type { ModificationView } from "~/lib/cms/queries/marketplace";
import { formatUsd } from "~/lib/core/format";
import { modificationPath } from "~/lib/declarations/paths";

/** A catalogue modification: what it does, its fixed price and how long it takes. */
export function ModificationCard({ modification }: { modification: ModificationView }) {
  return (
    <article className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h3 className="text-lg font-semibold">
        <Link
          to={modificationPath(modification.slug)}
          className="hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:text-brand-300"
        >
          {modification.name}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-sm leading-6 text-slate-600 dark:text-slate-300">{modification.summary}</p>
      <dl className="mt-5 grid grid-cols-2 gap-3 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
        <div>
          <dt className="text-slate-500 dark:text-slate-400">Price</dt>
          <dd className="text-lg font-bold" data-testid="modification-price">
            {formatUsd(modification.price)}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500 dark:text-slate-400">Delivery</dt>
          <dd className="font-semibold">{modification.deliveryTime}</dd>
        </div>
      </dl>
    </article>
  );
}
