import { Link } from "@remix-run/react";
import type { FeatureCategoryLink } from "~/lib/features";
import { formatCount } from "~/lib/core/format";

/** Where a category link lands: the links themselves, with that category's list right under them. */
export const FEATURE_CATEGORIES_ID = "feature-categories";

const chip =
  "inline-flex h-9 items-center gap-2 rounded-full border pl-3.5 pr-1.5 text-sm font-medium " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500";
const tones = {
  idle:
    "border-slate-300 bg-white text-slate-800 hover:border-brand-500 hover:text-brand-700 " +
    "dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-brand-400 dark:hover:text-brand-200",
  current: "border-brand-600 bg-brand-600 text-white",
  empty: "border-dashed border-slate-300 text-slate-600 dark:border-slate-700 dark:text-slate-400",
};
const badges = {
  idle: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200",
  current: "bg-brand-800 text-white",
  empty: "bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-400",
};

/**
 * A link per category with its count, the one the list shows marked `aria-current`. Each is the
 * filtered address plus `#feature-categories`, so with or without JavaScript it opens that category
 * from its first feature, wherever it was paged, and the view comes back to these links. A category
 * with no match is plain text: no link leads to an empty list.
 */
export function FeatureCategoryNav({ links }: { links: readonly FeatureCategoryLink[] }) {
  if (!links.some((link) => link.category && link.count > 0)) return null;
  return (
    <nav
      id={FEATURE_CATEGORIES_ID}
      aria-label="Feature categories"
      className="mt-5 scroll-mt-4 border-t border-slate-200 pt-4 dark:border-slate-800"
    >
      <p className="text-sm font-semibold">Browse by category</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {links.map((link) => {
          const tone = link.current ? "current" : link.path ? "idle" : "empty";
          const content = (
            <>
              {link.title}{" "}
              <span className={`min-w-6 rounded-full px-2 py-0.5 text-center text-xs font-semibold tabular-nums ${badges[tone]}`}>
                {formatCount(link.count)}
                <span className="sr-only"> {link.count === 1 ? "feature" : "features"}</span>
              </span>
            </>
          );
          return (
            <li key={link.category ?? "all"}>
              {link.path ? (
                <Link
                  to={`${link.path}#${FEATURE_CATEGORIES_ID}`}
                  aria-current={link.current ? "page" : undefined}
                  className={`${chip} ${tones[tone]}`}
                >
                  {content}
                </Link>
              ) : (
                <span aria-current={link.current ? "page" : undefined} className={`${chip} ${tones[tone]}`}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
