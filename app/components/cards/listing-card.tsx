import { Link } from "@remix-run/react";
import { listingPath } from "~/lib/declarations/paths";
import { CmsImage } from "~/components/ui/cms-image";
import { LISTING_CATEGORY_OPTIONS, LISTING_STATUS_OPTIONS, optionTitle } from "~/lib/cms/options";
import type { ListingCardView } from "~/lib/cms/queries/marketplace";
import { formatCount, formatUsd } from "~/lib/core/format";
import { StatusBadge } from "~/components/status-badge";

const statusTone = { available: "positive", "under-offer": "pending", sold: "neutral" } as const;

/** A site for sale in a grid: picture, what it is, its status, price and headline numbers. */
export function ListingCard({ listing }: { listing: ListingCardView }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <CmsImage image={listing.image} sizes="(min-width: 1024px) 33vw, 100vw" className="aspect-[8/5] h-auto w-full object-cover" />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center justify-between gap-2 text-xs">
          <span className="font-medium uppercase tracking-wide text-slate-600 dark:text-slate-400">
            {optionTitle(LISTING_CATEGORY_OPTIONS, listing.category)}
          </span>
          <StatusBadge label={optionTitle(LISTING_STATUS_OPTIONS, listing.status)} tone={statusTone[listing.status]} />
        </div>
        <h3 className="mt-2 text-lg font-semibold">
          <Link
            to={listingPath(listing.slug)}
            className="hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:text-brand-300"
          >
            {listing.title}
          </Link>
        </h3>
        <p className="mt-1 flex-1 text-sm text-slate-600 dark:text-slate-300">{listing.summary}</p>
        <dl className="mt-4 grid grid-cols-3 gap-2 text-sm">
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Price</dt>
            <dd className="font-semibold" data-testid="listing-price">
              {formatUsd(listing.price)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Members</dt>
            <dd className="font-semibold">{formatCount(listing.totalMembers)}</dd>
          </div>
          <div>
            <dt className="text-slate-500 dark:text-slate-400">Profit/mo</dt>
            <dd className="font-semibold">{formatUsd(listing.monthlyProfit)}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
