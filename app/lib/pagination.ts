/**
 * Page numbers of long lists (blog, search): `?page=N` in the query string, 1 when absent or not a
 * number a visitor could have followed, and a page past the end shows the last page, so no page
 * number ever answers an error.
 */

/** The highest page number read from a query string; larger numbers count as invalid. */
export const MAX_PAGE = 1000;

/** `?page=N`: a whole number from 1 to MAX_PAGE, else 1. */
export function parsePageNumber(value: string | null): number {
  if (value === null || !/^\d{1,4}$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}

export interface PageOf<Item> {
  items: Item[];
  /** The page shown: the one asked for, or the last one when that is past the end. */
  page: number;
  pageCount: number;
  /** How many items all pages hold together. */
  total: number;
}

/** How many pages `total` items fill (at least one, which may be empty). */
export function pageCountOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The page to show for a request: between 1 and the last page. */
export function clampPage(page: number, total: number, perPage: number): number {
  return Math.min(Math.max(1, page), pageCountOf(total, perPage));
}

/** The slice of a page, as GROQ's `[$start...$end]` takes it (end excluded). */
export function pageSlice(page: number, perPage: number): { start: number; end: number } {
  return { start: (page - 1) * perPage, end: page * perPage };
}

/** One page of a list held in memory. */
export function paginate<Item>(items: readonly Item[], page: number, perPage: number): PageOf<Item> {
  const current = clampPage(page, items.length, perPage);
  const { start, end } = pageSlice(current, perPage);
  return { items: items.slice(start, end), page: current, pageCount: pageCountOf(items.length, perPage), total: items.length };
}

/**
 * The page numbers a pager links: the first, the last, and the current one with its neighbours;
 * `null` marks a gap (1 … 4 5 6 … 20).
 */
export function pageWindow(page: number, pageCount: number): (number | null)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((number) => number >= 1 && number <= pageCount)
    .sort((a, b) => a - b);
  return shown.flatMap((number, index) => {
    const before = shown[index - 1];
    if (before === undefined || number === before + 1) return [number];
    // A gap of one page shows that page rather than an ellipsis.
    return number === before + 2 ? [before + 1, number] : [null, number];
  });
}
