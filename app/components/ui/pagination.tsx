import { Link } from "@remix-run/react";
import { pageWindow } from "~/lib/pagination";

const shape =
  "inline-flex min-w-10 items-center justify-center rounded-md border px-3 py-1.5 text-sm font-semibold " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500";
const linkClasses = `${shape} border-slate-300 hover:border-brand-500 hover:text-brand-700 dark:border-slate-600 dark:hover:text-brand-300`;
const currentClasses = `${shape} border-brand-600 bg-brand-600 text-white`;

/**
 * Links to the other pages of a list: Previous, the first, last and neighbouring page numbers (on a small
 * screen "Page N of M" instead), Next.
 * Plain links (`?page=N`), so paging works without JavaScript and every page has its own address.
 */
export function Pagination({
  page,
  pageCount,
  href,
  label,
}: {
  page: number;
  pageCount: number;
  href: (page: number) => string;
  label: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} className={linkClasses}>
              <span aria-hidden="true">←&nbsp;</span>Previous<span className="sr-only"> page</span>
            </Link>
          </li>
        ) : null}
        {/* A small screen has room for "Page 2 of 5" between Previous and Next; a wider one lists page numbers. */}
        <li className="px-1 text-sm text-slate-600 sm:hidden dark:text-slate-300">
          Page {page} of {pageCount}
        </li>
        {pageWindow(page, pageCount).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="hidden px-1 text-slate-500 sm:block dark:text-slate-400">
              …
            </li>
          ) : (
            <li key={number} className="hidden sm:block">
              <Link
                to={href(number)}
                aria-current={number === page ? "page" : undefined}
                className={number === page ? currentClasses : linkClasses}
              >
                <span className="sr-only">Page </span>
                {number}
              </Link>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link to={href(page + 1)} className={linkClasses}>
              Next<span className="sr-only"> page</span>
              <span aria-hidden="true">&nbsp;→</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
