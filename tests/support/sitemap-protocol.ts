import { XMLParser, XMLValidator } from "fast-xml-parser";
import { expect } from "vitest";

/** The sitemaps.org protocol's limits per file (https://www.sitemaps.org/protocol.html). */
const MAX_LOCATIONS = 50_000;
const MAX_BYTES = 50 * 1024 * 1024;
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
/** W3C Datetime as the protocol allows it: a date, or a date and time with a zone. */
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

export interface SitemapDocument {
  /** `sitemapindex` (a list of sitemap files) or `urlset` (a list of pages). */
  root: "sitemapindex" | "urlset";
  entries: { loc: string; lastmod?: string }[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  htmlEntities: true,
  parseTagValue: false,
  isArray: (name) => name === "url" || name === "sitemap",
});

/**
 * A sitemap file read as a crawler must be able to: well-formed XML (so every `&`, `<` and quote in a URL is
 * escaped), the protocol's root element and namespace, at most 50,000 entries and 50 MB, every `<loc>` an
 * absolute URL on `origin`, every `<lastmod>` a W3C Datetime. Fails the test otherwise.
 */
export function readSitemap(xml: string, origin: string): SitemapDocument {
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(MAX_BYTES);
  const parsed = parser.parse(xml) as Record<string, { "@_xmlns"?: string; url?: unknown[]; sitemap?: unknown[] } | undefined>;
  const root = parsed.sitemapindex ? "sitemapindex" : "urlset";
  const element = parsed[root];
  expect(element, "a <sitemapindex> or <urlset> root").toBeDefined();
  expect(element!["@_xmlns"]).toBe(NAMESPACE);
  const entries = ((root === "sitemapindex" ? element!.sitemap : element!.url) ?? []) as { loc: string; lastmod?: string }[];
  expect(entries.length).toBeLessThanOrEqual(MAX_LOCATIONS);
  const problems = entries.flatMap(({ loc, lastmod }) => {
    const url = URL.canParse(loc) ? new URL(loc) : null;
    return [
      ...(url?.origin === origin ? [] : [`${loc}: not an absolute URL on ${origin}`]),
      ...(url?.href === loc ? [] : [`${loc}: not written as a URL is (escaped, nothing left to resolve)`]),
      ...(lastmod === undefined || W3C_DATETIME.test(lastmod) ? [] : [`${loc}: lastmod ${lastmod} is no W3C Datetime`]),
    ];
  });
  expect(problems).toEqual([]);
  return { root, entries };
}
