import { Link, useLoaderData } from "@remix-run/react";
import { Fragment, type ReactNode } from "react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { DetailLayout, DetailSection, FactList, Paragraphs } from "~/components/detail-layout";
import { CheckList } from "~/components/check-list";
import { StatusBadge } from "~/components/status-badge";
import { ButtonLink } from "~/components/ui/button";
import { CmsImage } from "~/components/ui/cms-image";
import { LISTING_STATUS_OPTIONS, optionTitle } from "~/lib/cms/options";
import type { CaptionedImageView } from "~/lib/cms/queries/fragments";
import { type SiteListingView } from "~/lib/cms/queries/marketplace";
import { formatCount, formatUsd } from "~/lib/core/format";
import { formatMonthYear } from "~/lib/core/format-date";
import { formatProfitMultiple } from "~/lib/listings";
import { listingEnquiryPath, sitesForSalePath } from "~/lib/declarations/paths";
import type { BuyingSteps, listingPageData } from "~/lib/page-data/marketplace.server";

const statusTone = { available: "positive", "under-offer": "pending", sold: "neutral" } as const;

export function SiteListingPage() {
  const { listing, category, buying, age, meta } = useLoaderData<typeof listingPageData>();
  const [cover, ...screenshots] = listing.images;
  return (
    <>
      <Breadcrumbs crumbs={meta.crumbs} />
      <DetailLayout
        eyebrow={
          <>
            <span>{category}</span>
            <StatusBadge label={optionTitle(LISTING_STATUS_OPTIONS, listing.status)} tone={statusTone[listing.status]} />
          </>
        }
        title={listing.title}
        summary={listing.summary}
        asideLabel="Asking price and enquiry"
        media={cover ? <Screenshot image={cover} priority /> : undefined}
        aside={<PurchaseBox listing={listing} />}
        // A sold site can no longer be bought, so how buying works is left out.
        sidebar={buying && listing.status !== "sold" ? <HowBuyingWorks buying={buying} /> : undefined}
      >
        <DetailSection id="figures" heading="Key figures">
          <KeyFigures listing={listing} category={category} age={age} />
        </DetailSection>
        <DetailSection id="about" heading="About this site">
          <Paragraphs text={listing.description} />
        </DetailSection>
        <DetailSection id="reason" heading="Reason for sale">
          <Paragraphs text={listing.reasonForSale} />
        </DetailSection>
        <DetailSection id="included" heading="What the sale includes">
          <CheckList items={listing.included} />
          <div className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-4 text-sm leading-6 text-brand-950 dark:border-brand-900 dark:bg-brand-950/50 dark:text-brand-100">
            <p className="font-semibold">Domain hand-over</p>
            <p className="mt-1">
              The domain moves to the buyer by EPP (transfer) code: the seller unlocks it and sends the code, and the transfer takes about
              5-7 days. Files, database and mailing list are moved in the meantime.
            </p>
          </div>
        </DetailSection>
        {screenshots.length ? (
          <DetailSection id="screenshots" heading="More screenshots">
            <div className="space-y-8">
              {screenshots.map((image) => (
                <Screenshot key={image.src} image={image} />
              ))}
            </div>
          </DetailSection>
        ) : null}
      </DetailLayout>
    </>
  );
}

/** A screenshot with its short caption, when it has one; the alt text describes it in full for those who cannot see it. */
function Screenshot({ image, priority = false }: { image: CaptionedImageView; priority?: boolean }) {
  return (
    <figure>
      <CmsImage
        image={image}
        priority={priority}
        sizes="(min-width: 1024px) 60vw, 100vw"
        className="h-auto w-full rounded-xl border border-slate-200 shadow-sm dark:border-slate-800"
      />
      {image.caption ? <figcaption className="mt-3 text-sm text-slate-600 dark:text-slate-400">{image.caption}</figcaption> : null}
    </figure>
  );
}

/** Price, status and what a buyer can do now: enquire, enquire as back-up, or look elsewhere. */
function PurchaseBox({ listing }: { listing: SiteListingView }) {
  const enquiry = listingEnquiryPath(listing.slug);
  const multiple = formatProfitMultiple(listing.price, listing.monthlyProfit);
  return (
    <>
      <p className="text-sm font-medium text-slate-600 dark:text-slate-400">Asking price</p>
      <p className="mt-1 text-4xl font-extrabold tracking-tight" data-testid="listing-price">
        {formatUsd(listing.price)}
      </p>
      <div className="mt-4">
        <FactList
          facts={[
            { label: "Monthly revenue", value: formatUsd(listing.monthlyRevenue) },
            { label: "Monthly profit", value: formatUsd(listing.monthlyProfit) },
            ...(multiple ? [{ label: "Profit multiple", value: `${multiple} monthly` }] : []),
            { label: "Active members", value: formatCount(listing.activeMembers) },
          ]}
        />
      </div>
      <div className="mt-6" data-testid="listing-status">
        {listing.status === "available" ? (
          <ButtonLink to={enquiry} className="w-full px-6 py-3 text-base">
            Enquire about this site
          </ButtonLink>
        ) : listing.status === "under-offer" ? (
          <>
            <p className="text-sm leading-6 text-slate-700 dark:text-slate-300">
              <strong>This site is under offer.</strong> The seller has accepted an offer and the sale is in progress. If it falls through,
              back-up enquiries are contacted first.
            </p>
            <ButtonLink to={enquiry} variant="secondary" className="mt-4 w-full px-6 py-3 text-base">
              Make a back-up enquiry
            </ButtonLink>
          </>
        ) : (
          <>
            <p className="text-sm leading-6 text-slate-700 dark:text-slate-300">
              <strong>This site has been sold.</strong> Its figures stay here for reference.
            </p>
            <ButtonLink to={sitesForSalePath({ status: "available" })} variant="secondary" className="mt-4 w-full px-6 py-3 text-base">
              See sites still for sale
            </ButtonLink>
          </>
        )}
      </div>
    </>
  );
}

/** The steps of a purchase, as /sites-for-sale describes them, with a link to them in full. */
function HowBuyingWorks({ buying }: { buying: BuyingSteps }) {
  return (
    <section aria-labelledby="buying-heading" className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800">
      <h2 id="buying-heading" className="text-base font-bold tracking-tight">
        {buying.heading}
      </h2>
      {buying.intro ? <p className="mt-1 text-sm leading-6 text-slate-600 dark:text-slate-300">{buying.intro}</p> : null}
      <ol className="mt-3 space-y-2 text-sm">
        {buying.steps.map((step, index) => (
          <li key={step.key} className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white"
            >
              {index + 1}
            </span>
            <span className="font-medium text-slate-900 dark:text-slate-100">{step.title}</span>
          </li>
        ))}
      </ol>
      <p className="mt-3 text-sm">
        <Link
          to={buying.path}
          className="font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300"
        >
          Read how buying works in full
        </Link>
      </p>
    </section>
  );
}

function KeyFigures({ listing, category, age }: { listing: SiteListingView; category: string; age: string }) {
  const figures: { label: string; value: ReactNode; note?: string }[] = [
    {
      label: "Site",
      value: (
        <a
          href={listing.siteUrl}
          target="_blank"
          rel="nofollow noopener noreferrer"
          className="break-words text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300"
        >
          <HostName host={new URL(listing.siteUrl).host} />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ),
    },
    { label: "Category", value: category },
    { label: "Age", value: age, note: `Launched ${formatMonthYear(listing.launchedOn)}` },
    { label: "Total members", value: formatCount(listing.totalMembers) },
    { label: "Active members", value: formatCount(listing.activeMembers) },
    { label: "Paid members", value: formatCount(listing.paidMembers) },
    { label: "Monthly revenue", value: formatUsd(listing.monthlyRevenue) },
    { label: "Monthly profit", value: formatUsd(listing.monthlyProfit) },
    { label: "Pages surfed or viewed a month", value: formatCount(listing.monthlyPageViews) },
    { label: "Recurring subscriptions", value: formatCount(listing.recurringSubscriptions) },
    { label: "Outstanding credits", value: formatCount(listing.creditLiability), note: "Owed to members as future views" },
    { label: "Commissions owed", value: formatUsd(listing.commissionsOwed) },
    { label: "Script", value: `${listing.script} ${listing.scriptVersion}` },
    { label: "Payment processors", value: listing.paymentProcessors.join(", ") },
    { label: "Listed", value: formatMonthYear(listing.listedOn) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 xl:grid-cols-3">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 sm:p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          <dt className="text-sm text-slate-600 dark:text-slate-400">{figure.label}</dt>
          <dd className="mt-1 text-base font-semibold text-slate-900 sm:text-lg dark:text-slate-100">
            {figure.value}
            {figure.note ? (
              <span className="mt-0.5 block text-xs font-normal text-slate-500 dark:text-slate-400">{figure.note}</span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A domain that wraps, when it must, before a dot rather than in the middle of a word. */
function HostName({ host }: { host: string }) {
  return host.split(".").map((label, index) => (
    <Fragment key={index}>
      {index > 0 ? (
        <>
          <wbr />.
        </>
      ) : null}
      {label}
    </Fragment>
  ));
}
