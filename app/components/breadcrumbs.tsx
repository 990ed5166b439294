import { Link } from "@remix-run/react";
import type { Crumb } from "~/lib/seo/breadcrumbs";

/**
 * The visible breadcrumb trail; the same trail is in the page's BreadcrumbList JSON-LD. A trail of one (the home
 * page's "Home") says nothing a visitor needs, so it is not shown.
 */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  if (crumbs.length < 2) return null;
  return (
    <nav aria-label="Breadcrumb" className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1">
              {index > 0 ? <span aria-hidden="true">›</span> : null}
              {current ? (
                <span aria-current="page" className="font-medium text-slate-900 dark:text-slate-100">
                  {crumb.name}
                </span>
              ) : (
                <Link
                  to={crumb.path}
                  className="rounded hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:text-brand-300"
                >
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
