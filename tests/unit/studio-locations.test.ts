import { readFileSync } from "node:fs";
import { evaluate, parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { sampleDocuments } from "~/content/sample";
import { isFormId } from "~/lib/forms/registry.server";
import { isEditorPageSlug } from "~/lib/declarations/page-slugs";
import {
  documentLocations,
  isLocatedType,
  LOCATION_FIELDS,
  MAIN_DOCUMENTS,
  UNSHOWN_TYPES,
  type DocumentLocation,
  type LocatedDocument,
} from "../../cms-schemas/presentation/locations";
import { routeIds, routePattern } from "../support/route-files";

/**
 * The Studio's Presentation tool lists where each document is shown and which document a page is
 * about (cms-schemas/presentation/locations.ts). Every address must be a page the site serves, and
 * every page's main document must be the document that led there.
 */

interface SiteRoute {
  id: string;
  /** `/blog/:slug`; a splat ends in `/*`. */
  pattern: string;
}

const siteRoutes: SiteRoute[] = routeIds().flatMap((id) => {
  const pattern = routePattern(id);
  return pattern ? [{ id, pattern }] : [];
});

/** Whether a pathname matches a pattern of literal and `:param` segments (a `*` segment matches the rest). */
function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split("/").filter(Boolean);
  const have = pathname.replace(/\/+$/, "").split("/").filter(Boolean);
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    if (part === "*") return params;
    const value = have[index];
    if (value === undefined) return null;
    if (part.startsWith(":")) params[part.slice(1)] = decodeURIComponent(value);
    else if (part !== value) return null;
  }
  return have.length === want.length ? params : null;
}

/**
 * The route that serves a path, if any. The splat (`_site.$`) serves the pages editors create, one free segment
 * (app/lib/declarations/page-slugs.ts) naming a page document of the dataset; anything else it matches answers 404, so a location
 * only it matches otherwise points at a page that does not exist.
 */
function servingRoute(href: string): SiteRoute | undefined {
  const { pathname } = new URL(href, "http://site.test");
  const route = siteRoutes.find((candidate) => !candidate.pattern.endsWith("*") && matchPattern(candidate.pattern, pathname));
  if (route) return route;
  const slug = pathname.slice(1);
  const editorPage =
    isEditorPageSlug(slug) &&
    documents.some((doc) => doc._type === "page" && (doc.slug as { current?: string } | undefined)?.current === slug);
  return editorPage ? siteRoutes.find((candidate) => candidate.id === "_site.$") : undefined;
}

/** The published sample documents the Studio edits (no drafts, assets or submissions). */
const documents = sampleDocuments.filter(
  (doc) => !doc._id.startsWith("drafts.") && !doc._type.startsWith("sanity.") && !isFormId(doc._type),
);
const types = [...new Set(documents.map((doc) => doc._type))].filter(isLocatedType);

/** A document's fields as Presentation's `select` reads them (`slug.current`). */
function selected(doc: (typeof documents)[number]): LocatedDocument {
  const fields: Record<string, string> = isLocatedType(doc._type) ? (LOCATION_FIELDS[doc._type] ?? {}) : {};
  return Object.fromEntries(
    Object.entries(fields).map(([key, path]) => [
      key,
      path.split(".").reduce<unknown>((value, name) => (value as Record<string, unknown> | undefined)?.[name], doc),
    ]),
  ) as LocatedDocument;
}

const located = documents.map((doc) => ({ doc, locations: documentLocations(doc._type, selected(doc)) }));

/** What Presentation's `*[filter][0]` query could answer for a route, as every matching id. */
async function findMainDocuments(filter: string, params: Record<string, string>): Promise<string[]> {
  const value = await evaluate(parse(`*[${filter}]._id`), { dataset: documents, params });
  return (await value.get()) as string[];
}

describe("Studio Presentation: where each document is shown", () => {
  it("reads the site's routes from app/routes", () => {
    const patterns = siteRoutes.map((route) => route.pattern);
    expect(patterns).toEqual(expect.arrayContaining(["/", "/home", "/blog", "/blog/:slug", "/blog/rss.xml", "/site/:slug", "/*"]));
    expect(patterns).not.toContain("/_site");
    expect(servingRoute("/blog/some-post?x=1#top")?.id).toBe("_site.blog.$slug");
    expect(servingRoute("/pricing")?.id).toBe("_site.pricing");
    expect(servingRoute("/blog/some-post/extra")).toBeUndefined();
    expect(servingRoute("/no-such-page")).toBeUndefined();
    expect(servingRoute("/switch-to-xchangekit")?.id).toBe("_site.$");
  });

  it("has a location resolver for every Studio document type but the submissions and the kinds no page shows", () => {
    const schema = JSON.parse(readFileSync("cms-schemas/schema.json", "utf8")) as { name: string; type: string }[];
    const studioTypes = schema.filter((type) => type.type === "document" && !type.name.startsWith("sanity.")).map((type) => type.name);
    // schema.json lists the types in its own order (the registry's, reversed).
    expect(studioTypes.filter((type) => !isLocatedType(type) && !isFormId(type)).toSorted()).toEqual(UNSHOWN_TYPES.toSorted());
    expect(UNSHOWN_TYPES).toEqual(["emailTemplate", "redirect"]);
    expect(Object.keys(LOCATION_FIELDS).filter((type) => !studioTypes.includes(type))).toEqual([]);
  });

  it.each(types)("%s: every sample document has a location, each on a page the site serves", (type) => {
    for (const { doc, locations } of located.filter((entry) => entry.doc._type === type)) {
      expect(locations.length, doc._id).toBeGreaterThan(0);
      const unserved = locations.filter((location: DocumentLocation) => !servingRoute(location.href));
      expect(unserved, `${doc._id}: locations no route serves`).toEqual([]);
      for (const location of locations) expect(location.title, `${doc._id} ${location.href}`).not.toBe("");
    }
  });

  it("lists a document's own page first", () => {
    const hrefs = (id: string) => located.find((entry) => entry.doc._id === id)?.locations.map((location) => location.href);
    expect(hrefs("post.launch-a-traffic-exchange-in-48-hours")?.[0]).toBe("/blog/how-to-launch-a-traffic-exchange-in-48-hours");
    expect(hrefs("siteListing.surfdrift")?.[0]).toBe("/site/surfdrift");
    expect(hrefs("page.index")?.[0]).toBe("/");
    expect(hrefs("offer.graphics")?.[0]).toBe("/offer-graphics");
    expect(hrefs("faq.server-requirements")?.[0]).toBe("/faq#faq-server-requirements");
    expect(hrefs("category.monetization")?.[0]).toBe("/blog?category=monetization");
  });
});

describe("Studio Presentation: the main document of a page", () => {
  /** Each location, with the first `MAIN_DOCUMENTS` entry its path matches (Presentation takes the first). */
  const resolved = located.flatMap(({ doc, locations }) =>
    locations.flatMap((location) => {
      const { pathname } = new URL(location.href, "http://site.test");
      for (const entry of MAIN_DOCUMENTS) {
        const params = matchPattern(entry.route, pathname);
        if (params) return [{ doc, location, entry, params: entry.params ?? params }];
      }
      return [];
    }),
  );

  it("uses route patterns of literal and :param segments only", () => {
    for (const { route } of MAIN_DOCUMENTS) expect(route).toMatch(/^\/(?:(?::?[a-z0-9-]+)(?:\/:?[a-z0-9-]+)*)?$/i);
  });

  it("finds exactly the document a location came from, on that document's own page", async () => {
    const reached = new Set<string>();
    const entriesReached = new Set<(typeof MAIN_DOCUMENTS)[number]>();
    const candidates = resolved.filter(({ doc, entry }) => entry.documentType === doc._type);
    for (const { doc, location, entry, params } of candidates) {
      const found = await findMainDocuments(entry.filter, params);
      expect(found, `${doc._id} at ${location.href} (${entry.route})`).toHaveLength(1);
      if (found[0] === doc._id) {
        reached.add(doc._id);
        entriesReached.add(entry);
      } else {
        // Shown on another document's own page (a page's card on the marketplace hub): that one is the page's main document.
        const pathnames = located
          .find((other) => other.doc._id === found[0])
          ?.locations.map((other) => new URL(other.href, "http://site.test").pathname);
        expect(pathnames, `${doc._id} at ${location.href}: found ${found[0]}`).toContain(
          new URL(location.href, "http://site.test").pathname,
        );
      }
    }
    const unreached = [...new Set(candidates.map(({ doc }) => doc._id))].filter((id) => !reached.has(id));
    expect(unreached, "documents whose own page does not lead back to them").toEqual([]);
    expect(
      MAIN_DOCUMENTS.filter((entry) => !entriesReached.has(entry)).map((entry) => entry.route),
      "main-document routes no location leads back through",
    ).toEqual([]);
  });

  it("finds one document on every page a location points at", async () => {
    for (const { location, entry, params } of resolved) {
      expect(await findMainDocuments(entry.filter, params), `${location.href} (${entry.route})`).toHaveLength(1);
    }
  });
});
