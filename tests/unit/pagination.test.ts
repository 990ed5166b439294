import { describe, expect, it } from "vitest";
import { clampPage, pageCount, pageNumbers, pageOf, pageSlice, paginate, readPage } from "~/lib/pagination";
import { featureListPath, sitesForSalePath } from "~/lib/declarations/paths";

const page = (search: string) => readPage(new URLSearchParams(search));

describe("readPage", () => {
  it("reads a page number; absent or empty is page 1", () => {
    expect(page("page=2")).toEqual({ page: 2, ignored: false });
    expect(page("page=%202%20")).toEqual({ page: 2, ignored: false });
    expect(page("")).toEqual({ page: 1, ignored: false });
    expect(page("page=")).toEqual({ page: 1, ignored: false });
  });

  it("ignores anything that is not a page number, and says so", () => {
    for (const raw of ["0", "-1", "2.5", "1e3", "abc", "02", "9999999", "Infinity"]) {
      expect(page(`page=${raw}`), raw).toEqual({ page: 1, ignored: true });
    }
  });
});

describe("page arithmetic", () => {
  it("counts pages, an empty list having one", () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    expect(pageCount(240, 12)).toBe(20);
  });

  it("slices a page for GROQ, the end excluded", () => {
    expect(pageSlice(1, 12)).toEqual({ start: 0, end: 12 });
    expect(pageSlice(3, 24)).toEqual({ start: 48, end: 72 });
  });
});

describe("a page past the end", () => {
  it("shows the last page, in GROQ slices and in memory", () => {
    expect(clampPage(9, 27, 12)).toBe(3);
    expect(clampPage(0, 27, 12)).toBe(1);
    expect(clampPage(4, 0, 12)).toBe(1);
    const items = Array.from({ length: 27 }, (_, index) => index);
    expect(pageOf(items, 2, 12)).toEqual({ items: items.slice(12, 24), page: 2, pageCount: 3, total: 27 });
    expect(pageOf(items, 9, 12)).toMatchObject({ items: items.slice(24), page: 3 });
    expect(pageOf([], 5, 12)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });
});

describe("pageNumbers", () => {
  it("lists every page of a short list", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps the ends, the current page and its neighbours, with gaps between", () => {
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, 4, null, 20]);
    expect(pageNumbers(4, 20)).toEqual([1, 2, 3, 4, 5, null, 20]);
    expect(pageNumbers(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageNumbers(18, 20)).toEqual([1, null, 17, 18, 19, 20]);
    expect(pageNumbers(20, 20)).toEqual([1, null, 17, 18, 19, 20]);
  });

  it("never hides a single page behind a gap", () => {
    for (let count = 1; count <= 30; count++) {
      for (let current = 1; current <= count; current++) {
        const numbers = pageNumbers(current, count);
        expect(numbers).toContain(current);
        numbers.forEach((number, index) => {
          if (number !== null) return;
          expect((numbers[index + 1] as number) - (numbers[index - 1] as number)).toBeGreaterThan(2);
        });
      }
    }
  });
});

describe("paginate", () => {
  it("gives the links of a middle page and the positions shown", () => {
    const pagination = paginate(2, 30, 12, (number) => sitesForSalePath({ category: "ptc", page: number }));
    expect(pagination).toEqual({
      page: 2,
      pageCount: 3,
      first: 13,
      last: 24,
      previous: "/sites-for-sale?category=ptc",
      next: "/sites-for-sale?category=ptc&page=3",
      items: [
        { page: 1, path: "/sites-for-sale?category=ptc" },
        { page: 2, path: "/sites-for-sale?category=ptc&page=2" },
        { page: 3, path: "/sites-for-sale?category=ptc&page=3" },
      ],
    });
  });

  it("has no previous link on the first page, no next link on the last, nothing shown when empty", () => {
    expect(paginate(1, 0, 24, (number) => featureListPath({ page: number }))).toMatchObject({
      pageCount: 1,
      first: 0,
      last: 0,
      previous: null,
      next: null,
      items: [{ page: 1, path: "/features" }],
    });
    expect(paginate(3, 30, 12, (number) => featureListPath({ q: "surf", page: number }))).toMatchObject({
      first: 25,
      last: 30,
      previous: "/features?q=surf&page=2",
      next: null,
    });
  });

  it("marks gaps with keys of their own", () => {
    const { items } = paginate(10, 240, 12, (number) => sitesForSalePath({ page: number }));
    expect(items.filter((item) => "gap" in item)).toEqual([{ gap: "gap-1" }, { gap: "gap-5" }]);
  });
});
