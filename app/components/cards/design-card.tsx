import { Link } from "@remix-run/react";
import { CmsImage } from "~/components/ui/cms-image";
import type { ImageView } from "~/lib/cms/queries/fragments";
import { formatUsd } from "~/lib/core/format";

/** A banner package or landing-page design in a grid: preview, name, what it is and its price. */
export function DesignCard({
  to,
  name,
  summary,
  price,
  image,
  detail,
  previewClassName = "aspect-[3/2]",
}: {
  to: string;
  name: string;
  summary: string;
  price: number;
  image: ImageView;
  /** A short fact beside the price, e.g. "5 sizes". */
  detail?: string;
  /** Shape of the preview area: wide and short for banners, 3:2 for page designs. */
  previewClassName?: string;
}) {
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className={`flex items-center justify-center bg-slate-100 p-4 dark:bg-slate-800/60 ${previewClassName}`}>
        <CmsImage image={image} sizes="(min-width: 1024px) 33vw, 100vw" className="h-auto max-h-full w-auto max-w-full rounded shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-semibold">
          <Link to={to} className="hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:text-brand-300">
            {name}
          </Link>
        </h3>
        <p className="mt-1 flex-1 text-sm leading-6 text-slate-600 dark:text-slate-300">{summary}</p>
        <p className="mt-4 flex items-baseline justify-between gap-2 text-sm">
          <span className="text-lg font-bold" data-testid="design-price">
            {formatUsd(price)}
          </span>
          {detail ? <span className="text-slate-600 dark:text-slate-400">{detail}</span> : null}
        </p>
      </div>
    </article>
  );
}
