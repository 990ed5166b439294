import { describe, expect, it } from "vitest";
import { clampPage, MAX_PAGE, pageCountOf, pageSlice, pageWindow, paginate, parsePageNumber } from "~/lib/pagination";

describe("page numbers from the query string", () => {
  it("reads a whole number from 1 to the maximum, and 1 for anything else", () => {
    expect(parsePageNumber("2")).toBe(2);
    expect(parsePageNumber(" 7 ")).toBe(7);
    expect(parsePageNumber(String(MAX_PAGE))).toBe(MAX_PAGE);
    for (const bad of [null, "", "0", "-3", "2.5", "1e3", "abc", "0x10", "99999", "NaN", "Infinity", "<script>"]) {
      expect(parsePageNumber(bad), String(bad)).toBe(1);
    }
  });
});

describe("pages of a list", () => {
  it("count pages (never fewer than one) and slice them for GROQ", () => {
    expect(pageCountOf(0, 12)).toBe(1);
    expect(pageCountOf(12, 12)).toBe(1);
    expect(pageCountOf(13, 12)).toBe(2);
    expect(pageSlice(1, 12)).toEqual({ start: 0, end: 12 });
    expect(pageSlice(3, 20)).toEqual({ start: 40, end: 60 });
  });

  it("show the last page for a page past the end", () => {
    expect(clampPage(9, 27, 12)).toBe(3);
    expect(clampPage(0, 27, 12)).toBe(1);
    expect(clampPage(4, 0, 12)).toBe(1);
    const items = Array.from({ length: 27 }, (_, index) => index);
    expect(paginate(items.slice(0, 12), 1, 12)).toEqual({ items: items.slice(0, 12), page: 1, pageCount: 1, total: 12 });
    expect(paginate(items, 2, 12)).toEqual({ items: items.slice(12, 24), page: 2, pageCount: 3, total: 27 });
    expect(paginate(items, 9, 12)).toMatchObject({ items: items.slice(24), page: 3 });
    expect(paginate([], 5, 12)).toEqual({ items: [], page: 1, pageCount: 1, total: 0 });
  });

  it("link the first, last and neighbouring pages, with gaps", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 20)).toEqual([1, 2, null, 20]);
    expect(pageWindow(5, 20)).toEqual([1, null, 4, 5, 6, null, 20]);
    expect(pageWindow(3, 20)).toEqual([1, 2, 3, 4, null, 20]);
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(20, 20)).toEqual([1, null, 19, 20]);
  });
});
