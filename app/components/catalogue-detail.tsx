import { Link } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/button";
import { CmsImage } from "~/components/ui/cms-image";
import type { ImageView } from "~/lib/cms/queries/fragments";
import { formatUsd } from "~/lib/core/format";
import { DetailLayout, DetailSection, FactList, Paragraphs } from "./detail-layout";
import { CheckList } from "~/components/check-list";

/**
 * The detail page of something ordered from the catalogue (a modification, a banner package, a
 * landing-page design): preview, description, what it includes, price and the order button.
 */
export function CatalogueDetail({
  kind,
  item: { name, summary, description, image, price },
  facts = [],
  listHeading,
  list,
  cta,
  back,
}: {
  kind: string;
  item: { name: string; summary: string; description: string; image?: ImageView | null; price: number };
  facts?: { label: string; value: string }[];
  listHeading: string;
  list: readonly string[];
  cta: { label: string; href: string };
  back: { label: string; to: string };
}) {
  return (
    <DetailLayout
      eyebrow={<span>{kind}</span>}
      title={name}
      summary={summary}
      asideLabel="Price and ordering"
      media={
        image ? (
          <figure className="flex items-center justify-center overflow-hidden rounded-2xl border border-slate-200 bg-slate-100 p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
            <CmsImage image={image} priority sizes="(min-width: 1024px) 60vw, 100vw" className="h-auto max-w-full rounded-md shadow-sm" />
          </figure>
        ) : undefined
      }
      aside={
        <>
          <p className="text-sm font-medium text-slate-600 dark:text-slate-400">Price</p>
          <p className="mt-1 text-4xl font-extrabold tracking-tight" data-testid="item-price">
            {formatUsd(price)}
          </p>
          {facts.length ? (
            <div className="mt-4">
              <FactList facts={facts} />
            </div>
          ) : null}
          <ButtonLink to={cta.href} className="mt-6 w-full px-6 py-3 text-base">
            {cta.label}
          </ButtonLink>
          <p className="mt-4 text-center text-sm">
            <Link
              to={back.to}
              className="font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300"
            >
              {back.label}
            </Link>
          </p>
        </>
      }
    >
      <DetailSection id="description" heading="Description">
        <Paragraphs text={description} />
      </DetailSection>
      <DetailSection id="includes" heading={listHeading}>
        <CheckList items={list} />
      </DetailSection>
    </DetailLayout>
  );
}
