import { describe, expect, it } from "vitest";
import { buildRedirectMap, type IgnoredRedirect, type RedirectData, redirectFor, withVisitorQuery } from "~/lib/redirects/redirect-map";
import { fromPathProblem, previousSlugsAfterPublish, redirectKey, redirectTarget, toProblem } from "~/lib/redirects/redirect-rules";

type Source = RedirectData["redirects"][number];
type Served = RedirectData["documents"][number];

/** A redirect document as the redirect query reads it. */
let ids = 0;
const redirectDoc = (from: string, to: string, fields: Partial<Source> = {}): Source => ({
  _id: `redirect.${(ids += 1)}`,
  from,
  to,
  ...fields,
});

/** The map of these documents, with what it ignored. */
function mapOf(redirects: Source[], { documents = [] as Served[], allowedHosts = [] as string[] } = {}) {
  const ignored: IgnoredRedirect[] = [];
  const rules = buildRedirectMap({ redirects, documents, allowedHosts }, (entry) => ignored.push(entry));
  const at = (address: string) => redirectFor(rules, new URL(address, "https://xchangekit.example"));
  return { at, ignored };
}

describe("redirect matching", () => {
  const { at } = mapOf([redirectDoc("/old-pricing", "/pricing"), redirectDoc("/Spring-Sale/", "/pricing?plan=pro", { permanent: false })]);

  it("answers the exact address with the redirect's status", () => {
    expect(at("/old-pricing")).toEqual({ target: "/pricing", status: 301 });
    expect(at("/spring-sale")).toEqual({ target: "/pricing?plan=pro", status: 302 });
  });

  it("ignores a trailing slash and case on either side, and reads percent-escapes as their letters", () => {
    expect(at("/old-pricing/")).toEqual({ target: "/pricing", status: 301 });
    expect(at("/OLD-Pricing")).toEqual({ target: "/pricing", status: 301 });
    expect(at("/old%2Dpricing")).toEqual({ target: "/pricing", status: 301 });
    expect(redirectKey("/Spring-Sale///")).toBe("/spring-sale");
  });

  it("keeps the visitor's query, after the target's own parameters", () => {
    expect(at("/old-pricing?utm_source=forum&ref=7")).toEqual({ target: "/pricing?utm_source=forum&ref=7", status: 301 });
    expect(at("/spring-sale?plan=basic&utm_medium=mail")).toEqual({ target: "/pricing?plan=pro&utm_medium=mail", status: 302 });
    expect(withVisitorQuery("https://launchyard.example/x#top", "?a=1")).toBe("https://launchyard.example/x?a=1#top");
  });

  it("answers nothing for any other address, a longer or shorter one included", () => {
    expect(at("/old-pricing/more")).toBeNull();
    expect(at("/old")).toBeNull();
    expect(at("/pricing")).toBeNull();
  });
});

describe("chains and loops", () => {
  it("collapses a chain to its last hop, carrying each hop's query, permanent only when every hop is", () => {
    const { at, ignored } = mapOf([
      redirectDoc("/a", "/b?from=a"),
      redirectDoc("/b", "/c"),
      redirectDoc("/c", "/d", { permanent: false }),
      redirectDoc("/x", "/y"),
      redirectDoc("/y", "/z"),
      redirectDoc("/section", "/y#top"),
    ]);
    expect(at("/a?utm=1")).toEqual({ target: "/d?from=a&utm=1", status: 302 });
    expect(at("/x")).toEqual({ target: "/z", status: 301 });
    // A fragment is no query: the browser keeps the visitor's own across the redirect.
    expect(at("/section")).toEqual({ target: "/z", status: 301 });
    expect(ignored).toEqual([]);
  });

  it("serves no loop: each redirect of it, and one that runs into it, is ignored with the loop named", () => {
    const { at, ignored } = mapOf([
      redirectDoc("/a", "/b"),
      redirectDoc("/b", "/A/"),
      redirectDoc("/into", "/a"),
      redirectDoc("/self", "/self?again=1"),
      redirectDoc("/fine", "/pricing"),
    ]);
    for (const address of ["/a", "/b", "/into", "/self"]) expect(at(address)).toBeNull();
    expect(at("/fine")).toEqual({ target: "/pricing", status: 301 });
    expect(ignored.map(({ from, loop }) => [from, loop])).toEqual([
      ["/a", ["/a", "/b", "/a"]],
      ["/b", ["/b", "/a", "/b"]],
      ["/into", ["/into", "/a", "/b", "/a"]],
      ["/self", ["/self", "/self"]],
    ]);
  });

  it("stops a chain at a published page: its address is never redirected", () => {
    const documents = [{ _id: "page.summer", _type: "page", slug: "summer" }];
    const { at, ignored } = mapOf([redirectDoc("/promo", "/summer"), redirectDoc("/summer", "/pricing")], { documents });
    expect(at("/promo")).toEqual({ target: "/summer", status: 301 });
    expect(at("/summer")).toBeNull();
    expect(ignored).toEqual([expect.objectContaining({ from: "/summer", reason: expect.stringMatching(/published page/) })]);
  });

  it("keeps the newest of two redirects from one address (the query reads them newest first)", () => {
    const { at, ignored } = mapOf([redirectDoc("/offer", "/pricing"), redirectDoc("/Offer/", "/services")]);
    expect(at("/offer")).toEqual({ target: "/pricing", status: 301 });
    expect(ignored).toEqual([expect.objectContaining({ from: "/Offer/", reason: expect.stringMatching(/newer redirect/) })]);
  });
});

describe("where a redirect may lead", () => {
  it("leaves the site only for a host on the site settings' list", () => {
    const allowedHosts = ["launchyard.example"];
    const { at, ignored } = mapOf(
      [redirectDoc("/company", "https://launchyard.example/about"), redirectDoc("/elsewhere", "https://evil.example/")],
      { allowedHosts },
    );
    expect(at("/company?utm_source=x")).toEqual({ target: "https://launchyard.example/about?utm_source=x", status: 301 });
    expect(at("/elsewhere")).toBeNull();
    expect(ignored).toEqual([
      expect.objectContaining({ from: "/elsewhere", reason: expect.stringMatching(/evil\.example is not one of/) }),
    ]);
    expect(toProblem("https://evil.example/", [])).toMatch(/not one of the redirect hosts/);
    expect(toProblem("javascript:alert(1)", allowedHosts)).toMatch(/full https:\/\/ address/);
  });

  it.each(["//evil.example", "/\\evil.example", "/%5Cevil.example", "/ok\r\nSet-Cookie: x=1", "/tab\tin"])(
    "refuses %j as a target path",
    (to) => {
      expect(toProblem(to, [])).not.toBeNull();
    },
  );

  it("follows a document reference to its page, by the kind's path, whatever its slug is now", () => {
    expect(redirectTarget({ _id: "r", toDocument: { _type: "post", slug: "new-name" } }, [])).toEqual({ target: "/blog/new-name" });
    expect(redirectTarget({ _id: "r", toDocument: { _type: "siteListing", slug: "surfdrift" } }, [])).toEqual({
      target: "/site/surfdrift",
    });
    expect(redirectTarget({ _id: "r", toDocument: { _type: "faq", slug: "x" } }, [])).toEqual({
      problem: expect.stringMatching(/no page/),
    });
    expect(redirectTarget({ _id: "r", to: "/a", toDocument: { _type: "post", slug: "b" } }, [])).toEqual({
      problem: expect.stringMatching(/not both/),
    });
    expect(redirectTarget({ _id: "r" }, [])).toEqual({ problem: expect.stringMatching(/Say where it goes/) });
  });
});

describe("where a redirect may start", () => {
  it.each([
    ["//evil.example", /single \//],
    ["/\\evil.example", /backslash/],
    ["https://xchangekit.example/old", /no https:\/\//],
    ["/old\r\npage", /line break/],
    ["/old%0Apage", /line break/],
    ["/old?id=5", /leave out \? and #/],
    ["old-page", /single \//],
    ["/pricing", /page of the site itself/],
    ["/Pricing/", /page of the site itself/],
    ["/", /page of the site itself/],
    ["/api/anything", /page of the site itself/],
    ["/sitemap.xml", /page of the site itself/],
    [`/${"a".repeat(600)}`, /At most 512/],
    ["", /Enter the old address/],
  ])("refuses %j", (from, problem) => {
    expect(fromPathProblem(from)).toMatch(problem);
  });

  it("takes any other path of the site, below a document kind's address too", () => {
    for (const from of ["/plans", "/blog/old-post", "/old/section/page.html", "/café"]) expect(fromPathProblem(from)).toBeNull();
  });

  it("ignores, logging each once, a document whose address the Studio would refuse (written past it)", () => {
    const { at, ignored } = mapOf([redirectDoc("//evil.example", "/pricing"), redirectDoc("/fine", "/pricing"), { _id: "empty" }]);
    expect(at("/fine")).not.toBeNull();
    expect(ignored.map(({ id }) => id)).toEqual([expect.stringMatching(/^redirect\./), "empty"]);
  });
});

describe("slug history", () => {
  const renamed: Served = { _id: "post.formats", _type: "post", slug: "surf-formats", previousSlugs: ["manual-vs-auto", "formats-draft"] };

  it("sends each previous address of a document to its page for good", () => {
    const { at } = mapOf([], { documents: [renamed] });
    expect(at("/blog/manual-vs-auto?utm_source=x")).toEqual({ target: "/blog/surf-formats?utm_source=x", status: 301 });
    expect(at("/blog/formats-draft")).toEqual({ target: "/blog/surf-formats", status: 301 });
    expect(at("/blog/surf-formats")).toBeNull();
  });

  it("leaves an old slug to the page that has it now, and to an editor's redirect from it", () => {
    const reused: Served = { _id: "post.other", _type: "post", slug: "manual-vs-auto" };
    const { at } = mapOf([redirectDoc("/blog/formats-draft", "/blog")], { documents: [renamed, reused] });
    expect(at("/blog/manual-vs-auto")).toBeNull();
    expect(at("/blog/formats-draft")).toEqual({ target: "/blog", status: 301 });
  });

  it("takes an editor's redirect to an old address on to the document's page in one hop", () => {
    const { at } = mapOf([redirectDoc("/guides/formats", "/blog/manual-vs-auto", { permanent: false })], { documents: [renamed] });
    expect(at("/guides/formats")).toEqual({ target: "/blog/surf-formats", status: 302 });
  });

  it("Publish keeps the slug a document was published under when the new one differs, never the new one", () => {
    expect(previousSlugsAfterPublish({ publishedSlug: "a", newSlug: "b" })).toEqual(["a"]);
    expect(previousSlugsAfterPublish({ publishedSlug: "b", newSlug: "c", previousSlugs: ["a"] })).toEqual(["a", "b"]);
    // Renamed back: the slug is live again, so it is no longer history.
    expect(previousSlugsAfterPublish({ publishedSlug: "b", newSlug: "a", previousSlugs: ["a"] })).toEqual(["b"]);
    expect(previousSlugsAfterPublish({ publishedSlug: "b", newSlug: "c", previousSlugs: ["b"] })).toEqual(["b"]);
    expect(previousSlugsAfterPublish({ publishedSlug: "a", newSlug: "a", previousSlugs: ["x"] })).toBeNull();
    // First publish, or a slug cleared: nothing to keep.
    expect(previousSlugsAfterPublish({ publishedSlug: undefined, newSlug: "a" })).toBeNull();
    expect(previousSlugsAfterPublish({ publishedSlug: "a", newSlug: undefined })).toBeNull();
  });
});
