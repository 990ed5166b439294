import { parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { cacheTagHeaders, CACHE_TAG_HEADER_LIMIT } from "~/lib/cache-control";
import { ANY_TYPE_TAG, changeTags, containedDocumentTags, selectedTypeTags } from "~/lib/cms/dependencies";
import type { CmsQuery, QueryParams } from "~/lib/cms/query";

/** Every query the site runs, from the modules of app/lib/cms/queries: exported alone or in a record (one per sort order). */
const queryModules = import.meta.glob<Record<string, unknown>>("../../app/lib/cms/queries/*.ts", { eager: true });
const isQuery = (value: unknown): value is CmsQuery<unknown, QueryParams> =>
  typeof value === "object" && value !== null && "groq" in value && "model" in value;
const queries = Object.values(queryModules)
  .flatMap((module) => Object.values(module))
  .flatMap((value) => (isQuery(value) ? [value] : typeof value === "object" && value !== null ? Object.values(value).filter(isQuery) : []));

type Node = { type: string; [field: string]: unknown };
const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && typeof (value as Node).type === "string";
function* walk(node: Node): Generator<Node> {
  yield node;
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) yield* walk(child);
  }
}

/** Placeholder values for a query's `$params`, enough to parse it. */
const PARAMS = {
  slug: "x",
  categorySlug: "x",
  excludeId: "x",
  limit: 3,
  term: "x",
  terms: ["x"],
  pattern: "x*",
  // One page of a filtered list: a slice and filters that may be null.
  start: 0,
  end: 12,
  category: null,
  status: null,
  min: null,
  max: null,
  tag: "x",
  publishedAt: "2025-01-01T00:00:00Z",
  id: "x",
};

describe("cache tags of a CMS result", () => {
  it("name the document types a query selects from", () => {
    expect(selectedTypeTags(`*[_type == "post" && slug.current == $slug][0]{title}`, { slug: "a" })).toEqual(["type:post"]);
    expect(selectedTypeTags(`*[_type in ["feature", "faq"] || (_type == "page" && seo.noIndex != true)]{_id}`, {})).toEqual([
      "type:faq",
      "type:feature",
      "type:page",
    ]);
    // A count of other documents is a selection too: a new post changes a category's post count.
    expect(selectedTypeTags(`*[_type == "category"]{ _id, "posts": count(*[_type == "post" && references(^._id)]) }`, {})).toEqual([
      "type:category",
      "type:post",
    ]);
  });

  it("depend on every type when a selection names none", () => {
    expect(selectedTypeTags(`*[_id == "siteSettings"][0]`, {})).toEqual([ANY_TYPE_TAG]);
  });

  it("name every document in the result, dereferenced ones included", () => {
    const result = [{ _id: "post.a", title: "A", author: { _id: "author.b", name: "B" }, tags: [{ _id: "tag.c" }, { _id: "tag.c" }] }];
    expect(containedDocumentTags(result).sort()).toEqual(["doc:author.b", "doc:post.a", "doc:tag.c"]);
  });

  it("leave out documents whose type the query's type tags already cover, not those it dereferences", () => {
    const result = [
      { _id: "post.a", _type: "post", author: { _id: "author.b", _type: "author" } },
      { _id: "post.d", _type: "post", category: { _id: "category.e" } },
    ];
    expect(containedDocumentTags(result, ["type:post"]).sort()).toEqual(["doc:author.b", "doc:category.e"]);
    expect(containedDocumentTags(result, [ANY_TYPE_TAG])).toEqual([]);
  });

  it("are purged by a change to a document of that type, to that document, or to anything", () => {
    expect(changeTags({ _id: "pricingTier.script-only", _type: "pricingTier" })).toEqual([
      "type:pricingTier",
      "doc:pricingTier.script-only",
      ANY_TYPE_TAG,
    ]);
  });

  it("cover every query: each selection is found, and each dereferenced document keeps its _id", () => {
    expect(queries.length).toBeGreaterThan(15);
    for (const query of queries.flatMap((query) => [query, ...(query.previewGroq ? [{ ...query, groq: query.previewGroq }] : [])])) {
      const tree = parse(query.groq, { params: PARAMS }) as Node;
      expect(selectedTypeTags(query.groq, PARAMS), query.name).not.toEqual([]);
      for (const node of walk(tree)) {
        if (node.type !== "Projection" || (node.base as Node).type !== "Deref") continue;
        const attributes = ((node.expr as Node).attributes ?? []) as Node[];
        const keepsId = attributes.some((attribute) => attribute.type === "ObjectSplat" || attribute.name === "_id");
        expect(keepsId, `${query.name}: a dereferenced projection without _id`).toBe(true);
      }
    }
  });
});

describe("Cache-Tag and Surrogate-Key headers", () => {
  it("list type tags first, then documents", () => {
    expect(cacheTagHeaders(["doc:b", "type:post", "doc:a"])).toEqual([
      ["Cache-Tag", "type:post,doc:a,doc:b"],
      ["Surrogate-Key", "type:post doc:a doc:b"],
    ]);
    expect(cacheTagHeaders([])).toEqual([]);
  });

  it("stay under the size limit, keeping every type tag", () => {
    const documents = Array.from({ length: 2000 }, (_, index) => `doc:siteListing.listing-${index}`);
    const [[, value]] = cacheTagHeaders([...documents, "type:siteListing"]) as [[string, string]];
    expect(value.length).toBeLessThanOrEqual(CACHE_TAG_HEADER_LIMIT);
    expect(value.startsWith("type:siteListing,doc:")).toBe(true);
  });
});
