import { Link } from "@remix-run/react";
import { CmsIcon, type IconName } from "~/components/ui/cms-icon";

/** One area of the marketplace on its hub: the area's page title and description, and a link to it. */
export function AreaCard({
  to,
  icon,
  title,
  description,
  fact,
}: {
  to: string;
  icon: IconName;
  title: string;
  description: string;
  fact?: string;
}) {
  return (
    <article className="relative flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-colors hover:border-brand-400 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-500">
      <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
        <CmsIcon name={icon} />
      </span>
      <h2 className="mt-4 text-xl font-semibold">
        {/* The link covers the whole card (after:inset-0), so the card is one target. */}
        <Link
          to={to}
          className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:text-brand-300"
        >
          {title}
        </Link>
      </h2>
      <p className="mt-2 flex-1 text-sm leading-6 text-slate-600 dark:text-slate-300">{description}</p>
      {fact ? <p className="mt-4 text-sm font-semibold text-brand-700 dark:text-brand-300">{fact}</p> : null}
    </article>
  );
}
