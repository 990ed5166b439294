/**
 * Pages of the lists that can grow (sites for sale, features, the blog, search results): the
 * `?page=` number, the slice of one page (GROQ `[$start...$end]` with a separate `count(...)`, or
 * in memory), and the links a page shows. A page past the end shows the last page, so no page
 * number ever answers an error.
 */

/** A page number as the query string gives it (`?page=2`); anything else is not a page. */
const PAGE_NUMBER = /^[1-9]\d{0,5}$/;

export interface RequestedPage {
  /** The page asked for: 1 when absent or not a page number. */
  page: number;
  /** `?page=` was there but is not a page number (`0`, `-1`, `2.5`, `abc`, a number past 999,999); it was ignored. */
  ignored: boolean;
}

/** `?page=N` (or another parameter's name) from a query string: empty or absent is page 1; a bad value is page 1 and reported. */
export function readPage(params: URLSearchParams, name = "page"): RequestedPage {
  const raw = params.get(name)?.trim();
  if (!raw) return { page: 1, ignored: false };
  return PAGE_NUMBER.test(raw) ? { page: Number(raw), ignored: false } : { page: 1, ignored: true };
}

/** How many pages `total` items fill; an empty list still has its one (empty) page. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The page to show for a request: between 1 and the last page. */
export function clampPage(page: number, total: number, perPage: number): number {
  return Math.min(Math.max(1, page), pageCount(total, perPage));
}

/** The GROQ slice of a page: `[$start...$end]` (end excluded). */
export function pageSlice(page: number, perPage: number): { start: number; end: number } {
  return { start: (page - 1) * perPage, end: page * perPage };
}

export interface PageOf<Item> {
  items: Item[];
  /** The page shown: the one asked for, or the last one when that is past the end. */
  page: number;
  pageCount: number;
  /** How many items all pages hold together. */
  total: number;
}

/** One page of a list held in memory (search hits). */
export function pageOf<Item>(items: readonly Item[], page: number, perPage: number): PageOf<Item> {
  const shown = clampPage(page, items.length, perPage);
  const { start, end } = pageSlice(shown, perPage);
  return { items: items.slice(start, end), page: shown, pageCount: pageCount(items.length, perPage), total: items.length };
}

/** A page link, or a gap standing for the pages between two links. */
export type PageLinkItem = { page: number; path: string } | { gap: string };

export interface Pagination {
  page: number;
  pageCount: number;
  /** Positions (from 1) of the first and last item on this page in the whole list; 0, 0 when empty. */
  first: number;
  last: number;
  previous: string | null;
  next: string | null;
  /** The first and last page, the current one and its neighbours; gaps where pages are left out. */
  items: PageLinkItem[];
}

/**
 * The page numbers a page links to, `null` for a gap: every page up to 7; beyond, the first and
 * last page, the current one and its neighbours, and the first or last four near either end
 * (1 2 3 4 … 20, 1 … 9 10 11 … 20). A gap never stands for a single page: that page is shown instead.
 */
export function pageNumbers(page: number, count: number): (number | null)[] {
  if (count <= 7) return Array.from({ length: count }, (_, index) => index + 1);
  const shown = new Set([1, count, page - 1, page, page + 1]);
  if (page <= 3) [2, 3, 4].forEach((number) => shown.add(number));
  if (page >= count - 2) [count - 3, count - 2, count - 1].forEach((number) => shown.add(number));
  const numbers = [...shown].filter((number) => number >= 1 && number <= count).sort((a, b) => a - b);
  return numbers.flatMap((number, index) => {
    const previous = numbers[index - 1];
    if (previous === undefined || number - previous === 1) return [number];
    return number - previous === 2 ? [previous + 1, number] : [null, number];
  });
}

/**
 * The pagination of one page of a list: `page` is the page shown (already within 1…pageCount),
 * `total` the number of items in the whole (filtered) list, `pathFor` the address of a page.
 */
export function paginate(page: number, total: number, perPage: number, pathFor: (page: number) => string): Pagination {
  const count = pageCount(total, perPage);
  const { start } = pageSlice(page, perPage);
  return {
    page,
    pageCount: count,
    first: total === 0 ? 0 : start + 1,
    last: Math.min(total, start + perPage),
    previous: page > 1 ? pathFor(page - 1) : null,
    next: page < count ? pathFor(page + 1) : null,
    items: pageNumbers(page, count).map((number, index) =>
      number === null ? { gap: `gap-${index}` } : { page: number, path: pathFor(number) },
    ),
  };
}
