import type { LoaderFunctionArgs } from "@remix-run/node";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { sampleDocuments } from "~/content/sample";
import { RENAMED_POST_PREVIOUS_SLUG } from "~/content/sample/blog/manual-surf-vs-auto-surf";
import { DOCUMENT_REDIRECT, PERMANENT_REDIRECT } from "~/content/sample/redirects";
import { useMockCms, visit } from "../support/loader-harness";
import { announcePublish } from "../support/sanity-webhook";

// Redirects and slug history on the real Sanity transport, answered by msw from a copy of the sample the tests change.
vi.hoisted(() => {
  process.env.SANITY_PROJECT_ID = "mockproject";
  process.env.SANITY_DATASET = "production";
  process.env.SANITY_API_READ_TOKEN = "read-token";
  process.env.SANITY_WEBHOOK_SECRET = "webhook-secret";
});

const { serve } = useMockCms();

// The first import of the routes' module graph is transformed once for the file and is CPU-bound: beside other work
// it took 20 s of the first test's 30, so it is done here, with a limit that says so.
beforeAll(async () => {
  await Promise.all(
    ["~/routes/_site.blog.$slug", "~/routes/_site.$", "~/routes/_site.site.$slug", "~/routes/api.webhooks.sanity", "~/entry.server"].map(
      (route) => import(route),
    ),
  );
}, 120_000);

type SampleDocument = (typeof sampleDocuments)[number];

/** The sample as a dataset the test edits as the Studio would. */
function editableSample() {
  const documents: SampleDocument[] = sampleDocuments.map((document) => ({ ...document }));
  serve(documents);
  const edit = (id: string, fields: Record<string, unknown>) => {
    const index = documents.findIndex((document) => document._id === id);
    documents[index] = { ...documents[index]!, ...fields };
  };
  return { documents, edit };
}

const post = (slug: string) => visit("~/routes/_site.blog.$slug", `/blog/${slug}`, { slug });
/** An address only the catch-all route matches (one segment or more). */
const other = (path: string) => visit("~/routes/_site.$", path, { "*": path.split("?")[0]!.slice(1) });

const answer = (response: Response) => ({ status: response.status, location: response.headers.get("Location") });

/** The posts' sitemap (one file at the sample's size). */
async function postsSitemapXml(): Promise<string> {
  const { loader } = await import("~/routes/sitemaps.$file");
  const file = "post-1.xml";
  return (await loader({ request: new Request(`http://localhost/sitemaps/${file}`), params: { file }, context: {} })).text();
}

describe("slug history: a renamed document's old address", () => {
  it("answers 301 to the new one once the publish arrives; the new one is 200 and the only one in the sitemap", async () => {
    const { edit } = editableSample();
    expect((await post("spotting-surf-bots")).status).toBe(200);
    expect((await post("catching-surf-bots")).status).toBe(404);

    // Published from the Studio: the new slug, and the old one kept by Publish (cms-schemas/actions/slug-history.ts).
    edit("post.spotting-surf-bots", { slug: { _type: "slug", current: "catching-surf-bots" }, previousSlugs: ["spotting-surf-bots"] });
    // Until Sanity says so, the cached post stands.
    expect((await post("spotting-surf-bots")).status).toBe(200);
    await announcePublish({ _id: "post.spotting-surf-bots", _type: "post" });

    expect(answer(await post("spotting-surf-bots"))).toEqual({ status: 301, location: "/blog/catching-surf-bots" });
    expect(
      answer(await visit("~/routes/_site.blog.$slug", "/blog/spotting-surf-bots?utm_source=forum", { slug: "spotting-surf-bots" })),
    ).toEqual({
      status: 301,
      location: "/blog/catching-surf-bots?utm_source=forum",
    });
    expect((await post("catching-surf-bots")).status).toBe(200);
    const xml = await postsSitemapXml();
    expect(xml).toContain("/blog/catching-surf-bots</loc>");
    expect(xml).not.toContain("/blog/spotting-surf-bots</loc>");
  });

  it("keeps the sample's renamed post's first address working", async () => {
    editableSample();
    expect(answer(await post(RENAMED_POST_PREVIOUS_SLUG))).toEqual({ status: 301, location: "/blog/manual-surf-vs-auto-surf" });
  });
});

describe("editors' redirects", () => {
  it("answers the sample's two, a document's one at its page's address", async () => {
    editableSample();
    expect(answer(await other(PERMANENT_REDIRECT.from))).toEqual({ status: 301, location: PERMANENT_REDIRECT.to });
    expect(answer(await other(DOCUMENT_REDIRECT.from))).toEqual({ status: 302, location: "/blog/manual-surf-vs-auto-surf" });
  });

  it("a redirect document added is live after its webhook, and follows its document's rename", async () => {
    const { documents, edit } = editableSample();
    expect((await other("/summer-launch")).status).toBe(404);
    documents.push({
      _id: "redirect.summer-launch",
      _type: "redirect",
      _createdAt: "2026-11-27T10:00:00Z",
      _updatedAt: "2026-11-27T10:00:00Z",
      _rev: "r1",
      from: "/summer-launch",
      toDocument: { _type: "reference", _ref: "siteListing.surfdrift" },
      permanent: true,
    } as SampleDocument);
    expect((await other("/summer-launch")).status).toBe(404);
    await announcePublish({ _id: "redirect.summer-launch", _type: "redirect" });
    expect(answer(await other("/summer-launch?utm_campaign=summer"))).toEqual({
      status: 301,
      location: "/site/surfdrift?utm_campaign=summer",
    });

    edit("siteListing.surfdrift", { slug: { _type: "slug", current: "surfdrift-exchange" }, previousSlugs: ["surfdrift"] });
    await announcePublish({ _id: "siteListing.surfdrift", _type: "siteListing" });
    expect(answer(await other("/summer-launch"))).toEqual({ status: 301, location: "/site/surfdrift-exchange" });
    expect(answer(await visit("~/routes/_site.site.$slug", "/site/surfdrift", { slug: "surfdrift" }))).toEqual({
      status: 301,
      location: "/site/surfdrift-exchange",
    });
  });

  it("is public and tagged like a page through the site's request path, so a CDN keeps it until a publish", async () => {
    editableSample();
    const { handleSiteRequest } = await import("~/entry.server");
    const { loader } = (await import("~/routes/_site.$")) as { loader: (args: LoaderFunctionArgs) => Promise<Response> };
    // Remix stands in as the route's loader alone: a thrown Response is its answer.
    const render = (request: Request) =>
      loader({ request, params: { "*": new URL(request.url).pathname.slice(1) }, context: {} }).catch(
        (thrown: unknown) => thrown as Response,
      );
    const response = await handleSiteRequest(new Request(`http://localhost${PERMANENT_REDIRECT.from}`), render);
    expect(answer(response)).toEqual({ status: 301, location: PERMANENT_REDIRECT.to });
    expect(response.headers.get("Cache-Control")).toMatch(/^public/);
    expect(response.headers.get("Cache-Tag")?.split(",")).toEqual(
      expect.arrayContaining(["type:redirect", "type:post", "type:siteSettings"]),
    );
  });

  it("ignores a bad document with one log line per content version, and serves the others", async () => {
    const { documents } = editableSample();
    const bad = ["//evil.example", "/\\evil.example", "https://evil.example/old", "/old\r\nLocation: https://evil.example"];
    bad.forEach((from, index) =>
      documents.push({
        _id: `redirect.bad-${index}`,
        _type: "redirect",
        _createdAt: "2026-11-27T10:00:00Z",
        _updatedAt: "2026-11-27T10:00:00Z",
        _rev: "r1",
        from,
        to: "/pricing",
      } as SampleDocument),
    );
    documents.push({
      _id: "redirect.away",
      _type: "redirect",
      _createdAt: "2026-11-27T10:00:00Z",
      _updatedAt: "2026-11-27T10:00:00Z",
      _rev: "r1",
      from: "/away",
      to: "https://evil.example/",
    } as SampleDocument);
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect((await other("/evil.example")).status).toBe(404);
    expect((await other("/away")).status).toBe(404);
    expect(answer(await other(PERMANENT_REDIRECT.from))).toEqual({ status: 301, location: PERMANENT_REDIRECT.to });
    const ignored = log.mock.calls
      .map(([line]) => JSON.parse(String(line)) as { event: string; id: string })
      .filter(({ event }) => event === "redirect.ignored");
    expect(ignored.map(({ id }) => id).toSorted()).toEqual([
      "redirect.away",
      "redirect.bad-0",
      "redirect.bad-1",
      "redirect.bad-2",
      "redirect.bad-3",
    ]);
  });
});
