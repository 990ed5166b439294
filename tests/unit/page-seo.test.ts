import { describe, expect, it } from "vitest";
import { describePage } from "~/lib/page-data/page-seo.server";
import type { DocumentSeo } from "~/lib/seo/documents";

describe("describePage", () => {
  it("works out the canonical path once, for the meta, the breadcrumbs and a builder whose structured data names it", () => {
    const asked: string[] = [];
    const listing = (path: string): DocumentSeo => {
      asked.push(path);
      return { seo: { title: "SurfDrift | XchangeKit", description: "A traffic exchange for sale." }, jsonLd: [], sharePrice: "$32,000" };
    };
    const meta = describePage(new Request("http://localhost/site/surfdrift/?utm_source=mail"), listing, "SurfDrift", [
      { name: "Sites for Sale", path: "/sites-for-sale" },
    ]);
    expect(asked).toEqual(["/site/surfdrift"]);
    expect(meta.path).toBe("/site/surfdrift");
    expect(meta.crumbs.at(-1)).toEqual({ name: "SurfDrift", path: "/site/surfdrift" });
    expect(meta.seo.ogImage?.url).toMatch(/^\/og\/card\.png\?title=SurfDrift&price=%2432%2C000&sig=/);
  });

  it("takes a document built without the path as it is; the home page's trail is Home alone", () => {
    const home = { seo: { title: "XchangeKit", description: "Run a traffic exchange." }, jsonLd: [] };
    const meta = describePage(new Request("http://localhost/home/"), home, "Home");
    expect(meta.path).toBe("/home");
    expect(meta.crumbs).toEqual([{ name: "Home", path: "/home" }]);
  });
});
