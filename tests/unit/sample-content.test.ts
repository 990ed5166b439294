import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sampleDocuments } from "~/content/sample";
import { createCmsClient } from "~/lib/cms/client.server";
import { cmsOptionsFromEnv } from "~/lib/cms/config.server";
import { pageBySlugQuery } from "~/lib/cms/queries/page";
import { siteSettingsQuery } from "~/lib/cms/queries/site-settings";

const client = createCmsClient(cmsOptionsFromEnv({}, sampleDocuments));

/** The page slug each route module loads, read from its `loadPage(request, "slug")` call. */
const routeSlugs = readdirSync("app/routes").flatMap((file) => {
  const match = readFileSync(`app/routes/${file}`, "utf8").match(/loadPage\(request, "([^"]+)"\)/);
  return match ? [{ file, slug: match[1]! }] : [];
});

describe("the bundled sample dataset", () => {
  it("has site settings that match their model", async () => {
    const settings = await client.fetch(siteSettingsQuery);
    expect(settings.productName).toBe("XchangeKit");
    expect(settings.operatorBrand).toBe("LaunchYard");
    expect(settings.copyrightYear).toBe(2025);
    expect(settings.footerClaims.highlights).toEqual(["50+ features", "24-48 hour launch", "100% source code access"]);
  });

  it("has a valid page document for every route that loads one", async () => {
    expect(routeSlugs.length).toBeGreaterThanOrEqual(30);
    for (const { file, slug } of routeSlugs) {
      const page = await client.fetch(pageBySlugQuery, { slug });
      expect(page, `${file} loads page "${slug}"`).not.toBeNull();
    }
  });

  it("gives every page its own title, description and heading", async () => {
    const pages = await Promise.all(routeSlugs.map(({ slug }) => client.fetch(pageBySlugQuery, { slug })));
    for (const field of ["title", "description"] as const) {
      const values = pages.map((page) => page?.seo[field]);
      expect(new Set(values).size, `unique seo.${field}`).toBe(values.length);
    }
    const headings = pages.map((page) => page?.heading);
    expect(new Set(headings).size).toBe(headings.length);
  });

  it("uses unique document ids", () => {
    const ids = sampleDocuments.map((document) => document._id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
