import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { pages } from "~/content/sample/pages";
import {
  FIXED_PAGE_SLUGS,
  fixedPageSlugOf,
  isEditorPageSlug,
  pageSlugProblem,
  RESERVED_PATH_SEGMENTS,
} from "~/lib/declarations/page-slugs";
import { routeIds, routePattern, routeSource } from "../support/route-files";

const ROOT = join(__dirname, "..", "..");
const SLUG_SHAPED = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The first segment of the URL a route module answers ("" for the root, "*" for a splat), or undefined for a layout. */
const firstSegment = (id: string) => routePattern(id)?.split("/")[1];

describe("page slugs in the Studio", () => {
  it("a fixed page keeps its slug, as published and as a draft", () => {
    expect(pageSlugProblem("pricing", "page.pricing")).toBeNull();
    expect(pageSlugProblem("pricing", "drafts.page.pricing")).toBeNull();
    expect(pageSlugProblem("plans", "page.pricing")).toMatch(/route \/pricing: its slug stays "pricing"/);
    expect(pageSlugProblem("welcome", "drafts.page.index")).toMatch(/route \/: its slug stays "index"/);
  });

  it("a new page may take neither a fixed page's slug nor an address of the site, and must be well formed", () => {
    const newPage = "2f9c7d0e-5b1a-4c1e-9d0a-3e2b1c4d5e6f";
    expect(pageSlugProblem("switch-to-xchangekit", newPage)).toBeNull();
    expect(pageSlugProblem("about", newPage)).toMatch(/fixed pages/);
    expect(pageSlugProblem("index", `drafts.${newPage}`)).toMatch(/fixed pages/);
    expect(pageSlugProblem("api", newPage)).toMatch(/\/api is an address the site itself uses/);
    expect(pageSlugProblem("admin", newPage)).toMatch(/site itself uses/);
    for (const bad of ["About", "two--dashes", "-edge", "with space", "a/b", "x".repeat(97)])
      expect(pageSlugProblem(bad, newPage), bad).not.toBeNull();
  });

  it("a document is a fixed page by its seeded id only", () => {
    expect(fixedPageSlugOf("page.about")).toBe("about");
    expect(fixedPageSlugOf("drafts.page.about")).toBe("about");
    expect(fixedPageSlugOf("page.switch-to-xchangekit")).toBeNull();
    expect(fixedPageSlugOf("about")).toBeNull();
  });
});

describe("the lists match the application", () => {
  const routes = routeIds();
  const known = new Set<string>([...FIXED_PAGE_SLUGS, ...RESERVED_PATH_SEGMENTS]);

  it("every route answers under a fixed page's slug or a reserved segment, so no editor's page can shadow it", () => {
    const segments = routes.map(firstSegment).filter((segment): segment is string => segment !== undefined);
    expect(segments.length).toBeGreaterThan(30);
    const unlisted = segments.filter((segment) => SLUG_SHAPED.test(segment) && !known.has(segment));
    expect(unlisted).toEqual([]);
  });

  it("every folder and file of public/ a slug could name is reserved", () => {
    const unlisted = readdirSync(join(ROOT, "public")).filter((name) => SLUG_SHAPED.test(name) && !known.has(name));
    expect(unlisted).toEqual([]);
  });

  it("every page a route or a page-data function looks up is a fixed page", () => {
    const pageData = readdirSync(join(ROOT, "app", "lib", "page-data"))
      .map((file) => readFileSync(join(ROOT, "app", "lib", "page-data", file), "utf8"))
      .join("\n");
    const looked = [
      ...`${routes.map(routeSource).join("\n")}\n${pageData}`.matchAll(/(?:getPage\(|PageData\(request, )"([a-z0-9-]+)"/g),
    ].map((match) => match[1]!);
    expect(looked.length).toBeGreaterThan(30);
    expect(looked.filter((slug) => !(FIXED_PAGE_SLUGS as readonly string[]).includes(slug))).toEqual([]);
  });

  it("the sample's pages are the fixed pages and one editor's page", () => {
    const slugs = pages.map((page) => page.slug.current);
    expect(slugs.filter((slug) => !isEditorPageSlug(slug)).toSorted()).toEqual([...FIXED_PAGE_SLUGS].toSorted());
    expect(slugs.filter(isEditorPageSlug)).toEqual(["switch-to-xchangekit"]);
  });
});
