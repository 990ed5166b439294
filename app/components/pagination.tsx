import { Link, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import type { Pagination as PaginationData } from "~/lib/pagination";

const item =
  "inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500";
const idle = "border border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800";
const current = "bg-brand-600 text-white";

/**
 * Previous, the page numbers (the current one marked with aria-current; "Page N of M" on a small
 * screen) and Next, as plain links
 * (`?page=N`), so they work without JavaScript. Each link ends in `#target`: the browser shows the
 * list from its heading, and with JavaScript the heading (tabIndex -1) also gets the focus, so a
 * keyboard or screen-reader user continues at the new results.
 */
export function Pagination({ pagination, target, label }: { pagination: PaginationData; target: string; label: string }) {
  const location = useLocation();
  useEffect(() => {
    if (location.hash === `#${target}`) document.getElementById(target)?.focus({ preventScroll: true });
  }, [location.key, location.hash, target]);

  if (pagination.pageCount <= 1) return null;
  const to = (path: string) => `${path}#${target}`;
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {pagination.previous ? (
        <Link to={to(pagination.previous)} rel="prev" className={`${item} ${idle}`}>
          Previous<span className="sr-only"> page</span>
        </Link>
      ) : null}
      {/* A small screen has room for "Page 2 of 5" between Previous and Next; a wider one lists page numbers. */}
      <p className="px-1 text-sm text-slate-600 sm:hidden dark:text-slate-300">
        Page {pagination.page} of {pagination.pageCount}
      </p>
      <ul className="hidden flex-wrap items-center justify-center gap-2 sm:flex">
        {pagination.items.map((entry) =>
          "gap" in entry ? (
            <li key={entry.gap} aria-hidden="true" className="px-1 text-slate-500 dark:text-slate-400">
              …
            </li>
          ) : (
            <li key={entry.page}>
              <Link
                to={to(entry.path)}
                aria-current={entry.page === pagination.page ? "page" : undefined}
                className={`${item} ${entry.page === pagination.page ? current : idle}`}
              >
                <span className="sr-only">Page </span>
                {entry.page}
              </Link>
            </li>
          ),
        )}
      </ul>
      {pagination.next ? (
        <Link to={to(pagination.next)} rel="next" className={`${item} ${idle}`}>
          Next<span className="sr-only"> page</span>
        </Link>
      ) : null}
    </nav>
  );
}
