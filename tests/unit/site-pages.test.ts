import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FIXED_PAGES } from "~/lib/declarations/fixed-pages";
import * as paths from "~/lib/declarations/paths";
import { NON_PAGE_ROUTES, SITE_PAGES } from "~/lib/declarations/site-pages";
import { routeIds, routePattern, routeSource } from "../support/route-files";

/**
 * app/lib/declarations/site-pages.ts puts together every page and what serves it (fixed pages, content kinds' pages); the lists derived from it are only as true as the
 * declarations, so these hold them to the route modules and the page-data modules they name.
 */

const pageDataModule = (kind: string) => readFileSync(`app/lib/page-data/${kind}.server.ts`, "utf8");
const routes = routeIds();
/** The modules of app/lib/seo/, by name. */
const seoModules = readdirSync("app/lib/seo")
  .filter((file) => file.endsWith(".ts"))
  .map((file) => file.slice(0, -".ts".length));

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
      const builders = seoModules.filter((module) => readFileSync(`app/lib/seo/${module}.ts`, "utf8").includes(`export function ${seo}(`));
      expect(builders).toHaveLength(1);
      expect(pageDataModule(kind)).toMatch(new RegExp(`import \\{[^}]*\\b${seo}\\b[^}]*\\} from "~/lib/seo/${builders[0]}";`));
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
});
