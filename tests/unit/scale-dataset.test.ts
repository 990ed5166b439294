import { describe, expect, it } from "vitest";
import { sampleDocuments } from "~/content/sample";
import { documentsInPerspective } from "~/lib/cms/perspective";
import type { SanityDocumentLike } from "~/lib/cms/transports/local.server";
import { firstPostSlug, longestPostSlug, SCALED_TYPES, scaleDataset } from "../../scripts/bench/scale-dataset";

const countByType = (documents: readonly SanityDocumentLike[]) => {
  const counts = new Map<string, number>();
  for (const document of documentsInPerspective(documents, "published")) counts.set(document._type, (counts.get(document._type) ?? 0) + 1);
  return counts;
};

/** Every `_ref` anywhere in a value. */
function referencesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencesIn);
  if (typeof value !== "object" || value === null) return [];
  const record = value as Record<string, unknown>;
  return [...(typeof record._ref === "string" ? [record._ref] : []), ...Object.values(record).flatMap(referencesIn)];
}

describe("the scaled dataset of the load test (scripts/bench/scale-dataset.ts)", () => {
  const scaled = scaleDataset(sampleDocuments, 3);

  it("multiplies the lists that grow and leaves singletons, pages and prices alone", () => {
    const before = countByType(sampleDocuments);
    const after = countByType(scaled);
    for (const [type, count] of before) {
      expect(after.get(type), type).toBe((SCALED_TYPES as readonly string[]).includes(type) ? count * 3 : count);
    }
    expect(after.get("siteSettings")).toBe(1);
    expect(scaleDataset(sampleDocuments, 1)).toEqual(sampleDocuments);
  });

  it("gives copies new ids, slugs and names", () => {
    const ids = scaled.map((document) => document._id);
    expect(new Set(ids).size).toBe(ids.length);
    const listing = scaled.find((document) => document._id === "siteListing.surfdrift-3");
    expect(listing).toMatchObject({ title: "SurfDrift Traffic Exchange (3)", slug: { current: "surfdrift-3" } });
    const slugs = documentsInPerspective(scaled, "published").flatMap((document) => {
      const slug = (document.slug as { current?: string } | undefined)?.current;
      return slug ? [`${document._type}/${slug}`] : [];
    });
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it("keeps every reference pointing at a document of the dataset", () => {
    const ids = new Set(scaled.map((document) => document._id));
    const dangling = scaled.flatMap((document) => referencesIn(document).filter((id) => !ids.has(id)));
    expect(dangling).toEqual([]);
  });

  it("points a copy's reference to another copied document at the copy of the same round", () => {
    const documents = [
      { _id: "author.a", _type: "author", name: "A" },
      { _id: "post.b", _type: "post", title: "B", slug: { _type: "slug", current: "b" } },
      {
        _id: "post.c",
        _type: "post",
        title: "C",
        related: [{ _key: "r1", _type: "reference", _ref: "post.b" }],
        author: { _ref: "author.a" },
      },
    ];
    const copy = scaleDataset(documents, 2).find((document) => document._id === "post.c-2");
    expect(copy).toMatchObject({ title: "C (2)", related: [{ _key: "r1", _ref: "post.b-2" }], author: { _ref: "author.a" } });
  });

  it("finds the first post a visitor can open", () => {
    expect(firstPostSlug(scaled)).toBe(firstPostSlug(sampleDocuments));
    expect(() => firstPostSlug([])).toThrow(/no published post/);
  });

  it("finds the post with the most text a visitor can open", () => {
    const post = (id: string, text: string, extra: Record<string, unknown> = {}): SanityDocumentLike => ({
      _id: id,
      _type: "post",
      slug: { current: id.replace(/^(drafts\.)?post\./, "") },
      status: "published",
      publishedAt: "2025-01-01T00:00:00Z",
      body: [{ _type: "block", children: [{ _type: "span", text }] }],
      ...extra,
    });
    const documents = [
      post("post.short", "A few words."),
      post("post.long", "Many more words than the short one has."),
      post("drafts.post.longer-draft", "x".repeat(500)),
      post("post.longer-later", "x".repeat(500), { publishedAt: "2999-01-01T00:00:00Z" }),
      post("post.with-code", "Code:", { body: [{ _type: "code", code: "y".repeat(40) }] }),
    ];
    expect(longestPostSlug(documents)).toBe("with-code");
    expect(longestPostSlug(documents.slice(0, 3))).toBe("long");
    // In the sample, the 15-minute launch plan is the longest.
    expect(longestPostSlug(sampleDocuments)).toBe("how-to-launch-a-traffic-exchange-in-48-hours");
    expect(() => longestPostSlug([])).toThrow(/no published post/);
  });
});
