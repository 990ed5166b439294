import { describe, expect, it } from "vitest";
import type { Seo } from "~/lib/cms/queries/seo";
import { organizationJsonLd, serializeJsonLd, webSiteJsonLd } from "~/lib/seo/json-ld";
import { buildMeta, errorMeta } from "~/lib/seo/meta";
import { absoluteUrl, resolveSiteUrl } from "~/lib/core/site-url";

const site = {
  productName: "XchangeKit",
  description: "A traffic exchange script.",
  social: {
    twitter: "https://twitter.com/xchangekit",
    facebook: "https://www.facebook.com/xchangekit",
    linkedin: "https://www.linkedin.com/company/launchyard",
    youtube: "https://www.youtube.com/@xchangekit",
  },
};
const siteUrl = "https://xchangekit.example";

/** The content of the first descriptor with this name or property. */
function contentOf(meta: ReturnType<typeof buildMeta>, key: string) {
  const found = meta.find((d) => ("name" in d && d.name === key) || ("property" in d && d.property === key));
  return found && "content" in found ? found.content : undefined;
}

describe("buildMeta", () => {
  const seo: Seo = { title: "Pricing | XchangeKit", description: "Six packages, one-time or a payment plan." };

  it("fills the spec's defaults from title and description", () => {
    const meta = buildMeta({ seo, path: "/pricing", siteName: "XchangeKit", siteUrl });
    expect(meta).toContainEqual({ title: "Pricing | XchangeKit" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://xchangekit.example/pricing" });
    expect(contentOf(meta, "description")).toBe(seo.description);
    expect(contentOf(meta, "og:title")).toBe(seo.title);
    expect(contentOf(meta, "og:description")).toBe(seo.description);
    expect(contentOf(meta, "og:image")).toBe("https://xchangekit.example/og-default.png");
    expect(contentOf(meta, "og:image:width")).toBe("1200");
    expect(contentOf(meta, "og:image:height")).toBe("630");
    expect(contentOf(meta, "og:type")).toBe("website");
    expect(contentOf(meta, "og:site_name")).toBe("XchangeKit");
    expect(contentOf(meta, "og:url")).toBe("https://xchangekit.example/pricing");
    expect(contentOf(meta, "twitter:card")).toBe("summary_large_image");
    expect(contentOf(meta, "twitter:title")).toBe(seo.title);
    expect(contentOf(meta, "twitter:image")).toBe("https://xchangekit.example/og-default.png");
    expect(contentOf(meta, "og:image:alt")).toBe("XchangeKit");
    expect(contentOf(meta, "keywords")).toBeUndefined();
    expect(contentOf(meta, "robots")).toBeUndefined();
  });

  it("uses every field the CMS sets", () => {
    const meta = buildMeta({
      seo: {
        ...seo,
        keywords: ["traffic exchange script", "payment plan"],
        canonical: "https://xchangekit.example/pricing-2026",
        ogTitle: "OG title",
        ogDescription: "OG description",
        ogImage: { url: "https://cdn.sanity.io/images/p/d/og-1200x630.jpg", width: 1200, height: 630, alt: "The admin dashboard" },
        ogType: "product",
        twitterCard: "summary",
        twitterTitle: "Twitter title",
        twitterDescription: "Twitter description",
        twitterImage: { url: "https://cdn.sanity.io/images/p/d/tw-1200x630.jpg", width: 1200, height: 630, alt: "The surf bar" },
        noIndex: true,
      },
      path: "/pricing",
      siteName: "XchangeKit",
      siteUrl,
      structuredData: [organizationJsonLd(site, siteUrl)],
    });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://xchangekit.example/pricing-2026" });
    expect(contentOf(meta, "keywords")).toBe("traffic exchange script, payment plan");
    expect(contentOf(meta, "og:title")).toBe("OG title");
    expect(contentOf(meta, "og:description")).toBe("OG description");
    expect(contentOf(meta, "og:image")).toBe("https://cdn.sanity.io/images/p/d/og-1200x630.jpg");
    expect(contentOf(meta, "og:image:width")).toBe("1200");
    expect(contentOf(meta, "og:image:height")).toBe("630");
    expect(contentOf(meta, "og:image:alt")).toBe("The admin dashboard");
    expect(contentOf(meta, "og:type")).toBe("product");
    expect(contentOf(meta, "twitter:card")).toBe("summary");
    expect(contentOf(meta, "twitter:title")).toBe("Twitter title");
    expect(contentOf(meta, "twitter:description")).toBe("Twitter description");
    expect(contentOf(meta, "twitter:image")).toBe("https://cdn.sanity.io/images/p/d/tw-1200x630.jpg");
    expect(contentOf(meta, "twitter:image:alt")).toBe("The surf bar");
    expect(contentOf(meta, "robots")).toBe("noindex, nofollow");
    expect(meta).toContainEqual({ "script:ld+json": organizationJsonLd(site, siteUrl) });
  });

  it("lets Twitter fields follow the Open Graph ones", () => {
    const meta = buildMeta({ seo: { ...seo, ogTitle: "Shared title" }, path: "/", siteName: "XchangeKit", siteUrl });
    expect(contentOf(meta, "twitter:title")).toBe("Shared title");
  });
});

describe("errorMeta", () => {
  it("titles the not-found page exactly as the spec says", () => {
    expect(errorMeta(404, "XchangeKit")).toContainEqual({ title: "Page Not Found - 404 Error" });
  });
  it("titles other errors and keeps both out of search engines", () => {
    expect(errorMeta(500, "XchangeKit")).toContainEqual({ title: "Something went wrong | XchangeKit" });
    expect(errorMeta(undefined, undefined)).toContainEqual({ title: "Something went wrong" });
    expect(errorMeta(404, "XchangeKit")).toContainEqual({ name: "robots", content: "noindex" });
  });
});

describe("JSON-LD", () => {
  it("describes the organization with its social profiles", () => {
    expect(organizationJsonLd(site, siteUrl)).toEqual({
      "@context": "https://schema.org",
      "@type": "Organization",
      name: "XchangeKit",
      url: "https://xchangekit.example/",
      logo: "https://xchangekit.example/brand/logo-512.png",
      description: "A traffic exchange script.",
      sameAs: Object.values(site.social),
    });
  });

  it("declares the site search at /search?q={search_term_string}", () => {
    const webSite = webSiteJsonLd(site, siteUrl);
    expect(webSite["@type"]).toBe("WebSite");
    expect(webSite.potentialAction).toMatchObject({
      "@type": "SearchAction",
      target: { urlTemplate: "https://xchangekit.example/search?q={search_term_string}" },
      "query-input": "required name=search_term_string",
    });
  });

  it("can never close its script element", () => {
    const serialized = serializeJsonLd({ ...organizationJsonLd(site, siteUrl), description: "</script><script>alert(1)</script>" });
    expect(serialized).not.toContain("</script>");
    expect(JSON.parse(serialized).description).toBe("</script><script>alert(1)</script>");
  });
});

describe("site URL", () => {
  it("prefers a valid SITE_URL, reduced to its origin", () => {
    expect(resolveSiteUrl("https://www.xchangekit.com/", "https://xchangekit.example")).toBe("https://www.xchangekit.com");
    expect(resolveSiteUrl("http://127.0.0.1:3000", "https://xchangekit.example")).toBe("http://127.0.0.1:3000");
  });
  it("falls back to the CMS site URL when SITE_URL is missing or invalid", () => {
    expect(resolveSiteUrl(undefined, "https://xchangekit.example/")).toBe("https://xchangekit.example");
    expect(resolveSiteUrl("  ", "https://xchangekit.example")).toBe("https://xchangekit.example");
    expect(resolveSiteUrl("xchangekit.com", "https://xchangekit.example")).toBe("https://xchangekit.example");
    expect(resolveSiteUrl("ftp://xchangekit.com", "https://xchangekit.example")).toBe("https://xchangekit.example");
  });
  it("builds absolute URLs from paths", () => {
    expect(absoluteUrl("https://xchangekit.example", "/blog/launch")).toBe("https://xchangekit.example/blog/launch");
  });
});
