import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CONTENT_TYPES, contentKind } from "~/lib/declarations/content-kinds";
import * as paths from "~/lib/declarations/paths";
import { DOCUMENT_PAGES, FIXED_PAGES, NON_PAGE_ROUTES, SITE_PAGES } from "~/lib/declarations/site-pages";
import { routeIds, routePattern, routeSource } from "../support/route-files";

/**
 * app/lib/declarations/site-pages.ts declares every page and what serves it; the lists derived from it are only as true as the
 * declarations, so these hold them to the route modules and the page-data modules they name.
 */

const pageDataModule = (kind: string) => readFileSync(`app/lib/page-data/${kind}.server.ts`, "utf8");
const routes = routeIds();

/** The non-page route a route module is: one named, or one nested under a route that covers those below it. */
const nonPageRouteOf = (id: string) =>
  NON_PAGE_ROUTES.find((route) => id === route.route || (route.below && id.startsWith(`${route.route}.`)));

describe("the declared pages are the pages app/routes serves", () => {
  it("every route module is a declared page's or a known non-page route, and no page is declared twice", () => {
    const declared: string[] = SITE_PAGES.map((page) => page.route);
    expect(new Set(declared).size).toBe(declared.length);
    expect(new Set(SITE_PAGES.map((page) => page.path)).size).toBe(SITE_PAGES.length);
    expect(routes.filter((id) => !declared.includes(id) && !nonPageRouteOf(id))).toEqual([]);
  });

  it("every non-page route exists and answers the address it is declared with", () => {
    for (const route of NON_PAGE_ROUTES) {
      expect(
        routes.some((id) => nonPageRouteOf(id) === route),
        route.route,
      ).toBe(true);
      if (route.path) expect(routePattern(route.route), route.route).toBe(route.path);
    }
  });

  it.each(SITE_PAGES.map((page) => [page.path, page] as const))(
    "%s: its route answers that address with the declared page data and component",
    (_path, page) => {
      const source = routeSource(page.route);
      // The catch-all route (`/*`) serves the editors' pages, each at /{slug}.
      expect(routePattern(page.route)?.replace(/\*$/, ":slug")).toBe(page.path);
      expect(source).toMatch(new RegExp(`import \\{[^}]*\\b${page.pageData}\\b[^}]*\\} from "~/lib/page-data/${page.kind}\\.server";`));
      expect(source).toMatch(new RegExp(`\\bloader = [^\\n]*=> ${page.pageData}\\(`));
      expect(source).toMatch(new RegExp(`import \\{ ${page.component} \\} from "~/components/pages/${page.kind}/[a-z-]+";`));
      expect(source).toContain(`\nexport default ${page.component};`);
    },
  );

  it.each(SITE_PAGES.flatMap((page) => (page.seo ? [[page.path, page.seo, page.kind] as const] : [])))(
    "%s: its page data describes it with %s",
    (_path, seo, kind) => {
      expect(readFileSync("app/lib/seo/documents.ts", "utf8")).toContain(`export function ${seo}(`);
      expect(pageDataModule(kind)).toMatch(new RegExp(`import \\{[^}]*\\b${seo}\\b[^}]*\\} from "~/lib/seo/documents";`));
    },
  );

  it.each(FIXED_PAGES.map((page) => [page.path, page] as const))("%s: its route or page data reads its page document", (_path, page) => {
    const passed = routeSource(page.route).includes(`PageData(request, "${page.slug}")`);
    expect(passed || pageDataModule(page.kind).includes(`getPage("${page.slug}")`)).toBe(true);
  });

  it("every fixed page paths.ts names is declared", () => {
    const fixedPaths = Object.values<unknown>(paths).filter(
      (value): value is string => typeof value === "string" && /^\/[a-z-]+$/.test(value),
    );
    expect(fixedPaths.length).toBeGreaterThan(5);
    const declared = FIXED_PAGES.map((page) => page.path);
    expect(fixedPaths.filter((path) => !declared.includes(path))).toEqual([]);
  });

  it("a content kind's own page is the document page declared for its type, at the kind's path", () => {
    // content-kinds.ts names the path builder (sitemaps, search, Presentation); site-pages.ts the route that serves it.
    const kindPages = CONTENT_TYPES.flatMap((type) => {
      const { path } = contentKind(type);
      return path ? [{ cmsType: type, path: path(":slug") }] : [];
    });
    expect(kindPages.length).toBeGreaterThan(5);
    const declared = DOCUMENT_PAGES.filter((page) => page.cmsType !== null).map(({ cmsType, path }) => ({ cmsType, path }));
    expect(declared).toEqual(expect.arrayContaining(kindPages));
    expect(kindPages).toEqual(expect.arrayContaining(declared));
  });
});
