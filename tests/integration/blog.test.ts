import { describe, expect, it, vi } from "vitest";
import { sampleDocuments } from "~/content/sample";
import type { SanityDocumentLike } from "~/lib/cms/transports/local.server";
import { expectNotFound, load, useMockCms } from "../support/loader-harness";

vi.hoisted(() => {
  process.env.SANITY_PROJECT_ID = "mockproject";
  process.env.SANITY_DATASET = "production";
});

const { server, serve } = useMockCms();

const samplePost = sampleDocuments.find((document) => document._type === "post")!;
const categories = ["category.getting-started", "category.growth-promotion", "category.monetization"];

/**
 * The sample's first post and 14 more (more than a page), plus a draft and a post scheduled for the future: the
 * sample's other articles are left out, so the counts and orders below are the fixture's alone.
 */
function blogFixture(): SanityDocumentLike[] {
  const extra = Array.from({ length: 14 }, (_, index) => ({
    ...samplePost,
    _id: `post.fixture-${index + 1}`,
    title: `Fixture post ${index + 1}`,
    slug: { _type: "slug", current: `fixture-post-${index + 1}` },
    publishedAt: `2025-05-${String(index + 1).padStart(2, "0")}T09:00:00Z`,
    category: { _type: "reference", _ref: categories[index % 3] },
    viewCount: (index * 37) % 100,
  }));
  const hidden = [
    { ...samplePost, _id: "post.draft", slug: { _type: "slug", current: "draft" }, status: "draft", viewCount: 99999 },
    {
      ...samplePost,
      _id: "post.future",
      slug: { _type: "slug", current: "future" },
      publishedAt: "2999-01-01T00:00:00Z",
      viewCount: 99999,
    },
  ];
  const site = sampleDocuments.filter((document) => document._type !== "post" || document._id === samplePost._id);
  return [...site, ...extra, ...hidden];
}

describe("blog helpers", () => {
  it("mostRecentPosts: 5 by default, newest first, published only", async () => {
    serve(blogFixture());
    const { mostRecentPosts } = await import("~/lib/blog/posts.server");
    const recent = await mostRecentPosts();
    expect(recent.map((post) => post.slug)).toEqual([
      "fixture-post-14",
      "fixture-post-13",
      "fixture-post-12",
      "fixture-post-11",
      "fixture-post-10",
    ]);
    expect((await mostRecentPosts(2)).length).toBe(2);
  });

  it("mostViewedPosts: 5 by default, most viewed first, never drafts or scheduled posts", async () => {
    serve(blogFixture());
    const { mostViewedPosts } = await import("~/lib/blog/posts.server");
    const viewed = await mostViewedPosts();
    expect(viewed).toHaveLength(5);
    expect(viewed[0]?.slug).toBe("how-to-launch-a-traffic-exchange-in-48-hours");
    const counts = viewed.map((post) => post.viewCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(viewed.some((post) => post.viewCount === 99999)).toBe(false);
  });

  it("relatedPosts: 3 by default from the same category, newest first, never the post itself", async () => {
    serve(blogFixture());
    const { findPostBySlug, relatedPosts } = await import("~/lib/blog/posts.server");
    const post = (await findPostBySlug("fixture-post-1"))!;
    const related = await relatedPosts(post);
    expect(related).toHaveLength(3);
    expect(related.every((other) => other.category.slug === post.category.slug && other._id !== post._id)).toBe(true);
    expect(related.map((other) => other.slug)).toEqual(["fixture-post-13", "fixture-post-10", "fixture-post-7"]);
  });

  it("relatedPosts: the editors' picks first in their order, unpublished picks skipped, the category fills up", async () => {
    const documents = blogFixture().map((document) =>
      document._id === "post.fixture-1"
        ? {
            ...document,
            relatedPosts: [
              { _key: "pick1", _type: "reference", _ref: "post.fixture-5" },
              { _key: "pick2", _type: "reference", _ref: "post.draft" },
              { _key: "pick3", _type: "reference", _ref: "post.fixture-2" },
            ],
          }
        : document,
    );
    serve(documents);
    const { findPostBySlug, relatedPosts } = await import("~/lib/blog/posts.server");
    const post = (await findPostBySlug("fixture-post-1"))!;
    const related = await relatedPosts(post);
    // fixture-5 and fixture-2 are in other categories than fixture-1; the draft is never shown.
    expect(related.map((other) => other.slug)).toEqual(["fixture-post-5", "fixture-post-2", "fixture-post-13"]);
    expect(related.some((other) => "relatedPostIds" in other)).toBe(false);
  });

  it("relatedPosts: picks beyond the limit are cut, and a pick of the post itself is ignored", async () => {
    const picks = ["post.fixture-1", "post.fixture-9", "post.fixture-8", "post.fixture-7", "post.fixture-6"];
    const documents = blogFixture().map((document) =>
      document._id === "post.fixture-1"
        ? { ...document, relatedPosts: picks.map((id, index) => ({ _key: `pick${index}`, _type: "reference", _ref: id })) }
        : document,
    );
    serve(documents);
    const { findPostBySlug, relatedPosts } = await import("~/lib/blog/posts.server");
    const related = await relatedPosts((await findPostBySlug("fixture-post-1"))!);
    expect(related.map((other) => other.slug)).toEqual(["fixture-post-9", "fixture-post-8", "fixture-post-7"]);
  });

  it("findPostBySlug: null for unknown, draft and scheduled posts", async () => {
    serve(blogFixture());
    const { findPostBySlug } = await import("~/lib/blog/posts.server");
    expect(await findPostBySlug("no-such-post")).toBeNull();
    expect(await findPostBySlug("draft")).toBeNull();
    expect(await findPostBySlug("future")).toBeNull();
  });
});

describe("the operators' blog statistics", () => {
  it("list every post with its status, filter by category, and sort by the views counted here", async () => {
    serve(blogFixture());
    const { postStats } = await import("~/lib/admin/blog-stats.server");
    const { postViews } = await import("~/lib/blog/views.server");
    const all = await postStats({ category: null, sort: "newest" });
    expect(all).toHaveLength(17);
    expect(all.find((post) => post.id === "post.draft")?.status).toBe("draft");
    expect(all.find((post) => post.id === "post.future")?.status).toBe("scheduled");
    expect(all.find((post) => post.id === "post.fixture-1")).toMatchObject({
      status: "published",
      path: "/blog/fixture-post-1",
      studioUrl: null,
    });

    const reader = (index: number) => ({ address: `198.51.100.${index}`, userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0" });
    for (const index of [1, 2, 3]) await postViews().record("fixture-post-7", reader(index));
    await postViews().record("fixture-post-2", reader(1));
    const byViews = await postStats({ category: null, sort: "views-7" });
    expect(byViews.slice(0, 2).map((post) => [post.id, post.views.last7Days])).toEqual([
      ["post.fixture-7", 3],
      ["post.fixture-2", 1],
    ]);
    const growth = await postStats({ category: "growth-promotion", sort: "newest" });
    expect(growth.length).toBeGreaterThan(0);
    expect(growth.every((post) => post.category.slug === "growth-promotion")).toBe(true);
  });

  it("link each post to the Studio when SANITY_STUDIO_URL names it", async () => {
    serve(blogFixture());
    vi.stubEnv("SANITY_STUDIO_URL", "https://studio.launchyard.example/");
    const { postStats } = await import("~/lib/admin/blog-stats.server");
    const [first] = await postStats({ category: null, sort: "newest" });
    expect(first?.studioUrl).toBe(`https://studio.launchyard.example/intent/edit/id=${encodeURIComponent(first!.id)};type=post/`);
  });
});

describe("/blog loader", () => {
  it("counts the articles, features the newest and pages after 12", async () => {
    serve(blogFixture());
    const { loader } = await import("~/routes/_site.blog._index");
    const first = await load<{ articleCount: number; featured: { slug: string }; list: { items: unknown[]; pageCount: number } }>(
      loader,
      "/blog",
    );
    expect(first.articleCount).toBe(15);
    expect(first.featured.slug).toBe("fixture-post-14");
    expect(first.list.items).toHaveLength(12);
    expect(first.list.pageCount).toBe(2);
    const second = await load<{ list: { items: unknown[]; page: number } }>(loader, "/blog?page=2");
    expect(second.list).toMatchObject({ page: 2 });
    expect(second.list.items).toHaveLength(3);
  });

  it("filters by category and topic, with category post counts", async () => {
    serve(blogFixture());
    const { loader } = await import("~/routes/_site.blog._index");
    const data = await load<{
      featured: unknown;
      list: { items: { category: { slug: string } }[] };
      categories: { slug: string; postCount: number }[];
    }>(loader, "/blog?category=monetization");
    expect(data.featured).toBeNull();
    expect(data.list.items.length).toBeGreaterThan(0);
    expect(data.list.items.every((post) => post.category.slug === "monetization")).toBe(true);
    expect(data.categories.find((category) => category.slug === "monetization")?.postCount).toBe(data.list.items.length);
  });
});

describe("/blog pages on the server", () => {
  type ListData = {
    articleCount: number;
    featured: { slug: string } | null;
    list: { items: Record<string, unknown>[]; page: number; pageCount: number; total: number };
    filters: { category: string | null; tag: string | null; page: number };
  };

  it("reads only the page's posts from the CMS (a GROQ slice) and sends no bodies", async () => {
    serve(blogFixture());
    const { postsQuery } = await import("~/lib/cms/queries/blog");
    const queries: string[] = [];
    const record = ({ request }: { request: Request }) => void queries.push(new URL(request.url).searchParams.get("query") ?? "");
    server.events.on("request:start", record);
    const { loader } = await import("~/routes/_site.blog._index");
    const data = await load<ListData>(loader, "/blog?page=2");
    server.events.removeListener("request:start", record);
    expect(queries).not.toContain(postsQuery.groq);
    expect(queries.some((query) => query.includes("[$start...$end]"))).toBe(true);
    expect(data.list).toMatchObject({ page: 2, pageCount: 2, total: 15 });
    expect(data.list.items.map((post) => post.slug)).toEqual([
      "fixture-post-2",
      "fixture-post-1",
      "how-to-launch-a-traffic-exchange-in-48-hours",
    ]);
    expect(data.list.items.every((post) => !("body" in post) && typeof post.readingTime === "number")).toBe(true);
    expect(data.featured?.slug).toBe("fixture-post-14");
  });

  it.each([
    ["past the last page", "9", 2, 3],
    ["zero", "0", 1, 12],
    ["negative", "-1", 1, 12],
    ["not a number", "abc", 1, 12],
    ["a fraction", "1.5", 1, 12],
    ["too large", "10000000", 1, 12],
  ] as const)("answers 200 for a page number %s (%s): page %i with %i articles", async (_case, page, shown, count) => {
    serve(blogFixture());
    const { loader } = await import("~/routes/_site.blog._index");
    const data = await load<ListData>(loader, `/blog?page=${page}`);
    expect(data.list.page).toBe(shown);
    expect(data.filters.page).toBe(shown);
    expect(data.list.items).toHaveLength(count);
    expect(data.articleCount).toBe(15);
  });

  it("keeps the filter across pages and clamps within the filtered list", async () => {
    serve(blogFixture());
    const { loader } = await import("~/routes/_site.blog._index");
    // Every fixture post copies the sample post's topics.
    const second = await load<ListData>(loader, "/blog?tag=launch-strategy&page=2");
    expect(second).toMatchObject({
      featured: null,
      filters: { tag: "launch-strategy", page: 2 },
      list: { page: 2, pageCount: 2, total: 15 },
    });
    expect(second.list.items).toHaveLength(3);
    const monetization = await load<ListData>(loader, "/blog?category=monetization&page=2");
    expect(monetization.list).toMatchObject({ page: 1, pageCount: 1, total: 4 });
    expect(monetization.articleCount).toBe(15);
  });

  it("runs the page's independent CMS reads at the same time", async () => {
    serve(blogFixture());
    let inFlight = 0;
    let most = 0;
    const { http, delay } = await import("msw");
    const { SANITY_QUERY_URL } = await import("../mocks/sanity");
    server.use(
      http.all(SANITY_QUERY_URL, async () => {
        most = Math.max(most, ++inFlight);
        await delay(50);
        inFlight--;
      }),
    );
    const { loader } = await import("~/routes/_site.blog._index");
    await load(loader, "/blog");
    // The page, the list, categories, topics, latest and site settings.
    expect(most).toBeGreaterThanOrEqual(6);
  });

  it("derives word counts, reading times and tables of contents once per content version", async () => {
    const documents = blogFixture();
    serve(documents);
    const { blogListPage, derivedFromBody, findPostBySlug } = await import("~/lib/blog/posts.server");
    const { cms } = await import("~/lib/cms/client/cms.server");
    const filters = { category: null, tag: null, page: 1 };
    const first = await blogListPage(filters);
    expect((await blogListPage(filters)).items[0]).toBe(first.items[0]);
    const post = (await findPostBySlug("fixture-post-3"))!;
    expect(await findPostBySlug("fixture-post-3")).toBe(post);
    expect(derivedFromBody(post)).toBe(derivedFromBody(post));
    expect(derivedFromBody(post).toc.length).toBeGreaterThan(0);

    // A publish: new results, new derived values.
    cms.purge({ _id: "post.fixture-3", _type: "post" });
    const again = (await findPostBySlug("fixture-post-3"))!;
    expect(again).not.toBe(post);
    expect(derivedFromBody(again)).not.toBe(derivedFromBody(post));
    expect(derivedFromBody(again)).toEqual(derivedFromBody(post));
    expect((await blogListPage(filters)).items[0]).not.toBe(first.items[0]);
  });
});

describe("/blog/{slug}", () => {
  it("links the older and newer neighbours, published only", async () => {
    serve(blogFixture());
    const { loader } = await import("~/routes/_site.blog.$slug");
    type PostData = { previous: { slug: string } | null; next: { slug: string } | null };
    const neighbours = async (slug: string) => {
      const { previous, next } = await load<PostData>(loader, `/blog/${slug}`, { slug });
      return [previous?.slug ?? null, next?.slug ?? null];
    };
    expect(await neighbours("fixture-post-5")).toEqual(["fixture-post-4", "fixture-post-6"]);
    expect(await neighbours("fixture-post-1")).toEqual(["how-to-launch-a-traffic-exchange-in-48-hours", "fixture-post-2"]);
    expect(await neighbours("how-to-launch-a-traffic-exchange-in-48-hours")).toEqual([null, "fixture-post-1"]);
    // The newest published post: the scheduled one is not its neighbour.
    expect(await neighbours("fixture-post-14")).toEqual(["fixture-post-13", null]);
  });

  it("404s an unknown or unpublished slug", async () => {
    serve(blogFixture());
    const { loader } = await import("~/routes/_site.blog.$slug");
    await expectNotFound(loader, "/blog/draft", { slug: "draft" });
    await expectNotFound(loader, "/blog/nope", { slug: "nope" });
  });

  it("emits BlogPosting JSON-LD that parses, with the derived word count and reading time", async () => {
    const { loader, meta } = await import("~/routes/_site.blog.$slug");
    const { loader: rootLoader } = await import("~/root");
    const slug = "how-to-launch-a-traffic-exchange-in-48-hours";
    const data = await load<any>(loader, `/blog/${slug}`, { slug });
    const rootData = await (await rootLoader()).json();
    const descriptors = meta({
      data,
      params: { slug },
      location: {} as never,
      matches: [{ id: "root", data: rootData }] as never,
      error: undefined,
    });
    const jsonLd = descriptors.flatMap((descriptor) =>
      "script:ld+json" in descriptor ? [JSON.parse(JSON.stringify(descriptor["script:ld+json"]))] : [],
    );
    const posting = jsonLd.find((item) => item["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: "How to Launch a Traffic Exchange in 48 Hours: A Step-by-Step Plan",
      datePublished: "2025-03-18T09:00:00Z",
      dateModified: "2025-04-02T10:30:00Z",
      author: { "@type": "Person", name: "Daniel Mercer" },
      publisher: { "@type": "Organization", name: "LaunchYard" },
      timeRequired: "PT15M",
      url: `https://xchangekit.example/blog/${slug}`,
    });
    expect(posting.wordCount).toBeGreaterThan(3200);
    expect(posting.image).toBe("https://xchangekit.example/sample-images/blog/launch-in-48-hours.webp");
    expect(jsonLd.find((item) => item["@type"] === "BreadcrumbList").itemListElement).toHaveLength(3);
    expect(descriptors).toContainEqual({ property: "og:type", content: "article" });
    expect(descriptors).toContainEqual({ property: "article:published_time", content: "2025-03-18T09:00:00Z" });
  });
});
