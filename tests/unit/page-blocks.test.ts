import { describe, expect, it } from "vitest";
import { type PageBlocks, placeBlocks } from "~/components/sections/page-block";
import { pages } from "~/content/sample/pages";
import type { SectionView } from "~/lib/cms/queries/page";
import { PAGE_BLOCKS_BY_SLUG, pageBlockProblem } from "~/lib/declarations/page-blocks";
import { FIXED_PAGE_SLUGS } from "~/lib/declarations/page-slugs";

/** Blocks that render their copy as text, so a test can read what each one was given. */
const blocks: PageBlocks = {
  platforms: { defaults: { heading: "Platforms", intro: "Four of them." }, render: (copy) => `platforms|${copy.heading}|${copy.intro}` },
  newestListings: {
    defaults: { heading: "Newest sites for sale", linkLabel: "See every site" },
    render: (copy) => `listings|${copy.heading}|${copy.linkLabel}`,
  },
};

const section = (key: string, fields: Record<string, unknown>) => ({ _key: key, _type: "pageBlock", ...fields }) as SectionView;
const richText = { _key: "story", _type: "richText", heading: "Story", body: [] } as unknown as SectionView;

describe("a page's own content placed by editors", () => {
  it("renders each block at its section with the editors' words, empty ones falling back to the defaults", () => {
    const { placed, unplaced } = placeBlocks(
      [
        richText,
        section("a", { block: "newestListings", heading: "Exchanges for sale", intro: null, linkLabel: "  " }),
        section("b", { block: "platforms", heading: "", intro: "Traffic first." }),
      ],
      blocks,
    );
    expect(placed).toEqual({ a: "listings|Exchanges for sale|See every site", b: "platforms|Platforms|Traffic first." });
    expect(unplaced).toEqual([]);
  });

  it("puts a block no section places under the page header, with its defaults, so it never vanishes", () => {
    const { placed, unplaced } = placeBlocks([richText, section("a", { block: "platforms", heading: "Ours" })], blocks);
    expect(placed).toEqual({ a: "platforms|Ours|Four of them." });
    expect(unplaced.map((node) => (node as { props: { children: unknown } }).props.children)).toEqual([
      "listings|Newest sites for sale|See every site",
    ]);
  });

  it("shows content with no words of its own as it is, wherever it goes, whatever words a section holds", () => {
    const withList = { ...blocks, faqs: { content: "the questions" } };
    expect(placeBlocks([richText, section("a", { block: "faqs", heading: "Ignored" })], withList).placed).toEqual({ a: "the questions" });
    const { unplaced } = placeBlocks([section("a", { block: "platforms" }), section("b", { block: "newestListings" })], withList);
    expect(unplaced.map((node) => (node as { props: { children: unknown } }).props.children)).toEqual(["the questions"]);
  });

  it("shows a block placed twice once, at the first place, and nothing for content this page does not have", () => {
    const { placed } = placeBlocks(
      [section("a", { block: "platforms" }), section("b", { block: "platforms", heading: "Again" }), section("c", { block: "form" })],
      blocks,
    );
    expect(Object.keys(placed)).toEqual(["a"]);
  });
});

describe("Page content sections in the Studio", () => {
  it("refuses content the page does not show, and a block placed twice", () => {
    expect(pageBlockProblem("page.home", "platforms", [{ _type: "pageBlock", block: "platforms" }])).toBeNull();
    expect(pageBlockProblem("drafts.page.support", "form", [{ _type: "pageBlock", block: "form" }])).toBeNull();
    expect(pageBlockProblem("page.home", "form", [])).toBe("This page shows only: Platform cards, Newest sites for sale.");
    expect(pageBlockProblem("page.about", "form", [])).toMatch(/no content of its own/);
    expect(pageBlockProblem("5d1c4b3a-2f9e-4a7b-8c6d-0e1f2a3b4c5d", "platforms", [])).toMatch(/no content of its own/);
    expect(
      pageBlockProblem("page.home", "platforms", [
        { _type: "pageBlock", block: "platforms" },
        { _type: "pageBlock", block: "platforms" },
      ]),
    ).toMatch(/already placed/);
  });

  it("names only fixed pages, and the sample places each page's content exactly once", () => {
    for (const slug of Object.keys(PAGE_BLOCKS_BY_SLUG)) expect(FIXED_PAGE_SLUGS).toContain(slug);
    for (const page of pages) {
      const placed = ((page.sections ?? []) as { _type: string; block?: string }[]).filter((item) => item._type === "pageBlock");
      expect(placed.map((item) => item.block).sort(), page.slug.current).toEqual(
        [...(PAGE_BLOCKS_BY_SLUG[page.slug.current] ?? [])].sort(),
      );
      for (const item of placed) expect(pageBlockProblem(page._id, item.block!, placed)).toBeNull();
    }
  });
});
