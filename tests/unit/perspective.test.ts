import { describe, expect, it } from "vitest";
import { documentsInPerspective, isPublishedId, perspectiveFromPreviewLink, previewedRelease, showsDrafts } from "~/lib/cms/perspective";

/** A dataset as the Content Lake holds it: published documents, a draft, two releases' versions, a release document. */
const stored = [
  { _id: "tier.a", price: 10 },
  { _id: "tier.b", price: 20 },
  { _id: "drafts.tier.a", price: 11 },
  { _id: "versions.rLate.tier.a", price: 13 },
  { _id: "versions.rEarly.tier.a", price: 12 },
  { _id: "versions.rEarly.tier.b", price: 22 },
  { _id: "versions.rLate.post.new", price: 0 },
  { _id: "_.releases.rLate", price: -1 },
];
const seen = (perspective: Parameters<typeof documentsInPerspective>[1]) =>
  documentsInPerspective(stored, perspective).map(({ _id, price, ...rest }) => [
    _id,
    price,
    (rest as { _originalId?: string })._originalId,
  ]);

describe("a perspective over the stored documents", () => {
  it("published: neither drafts, nor versions, nor the Content Lake's own documents", () => {
    expect(seen("published")).toEqual([
      ["tier.a", 10, undefined],
      ["tier.b", 20, undefined],
    ]);
  });

  it("drafts: each draft in place of its published document", () => {
    expect(seen("drafts")).toEqual([
      ["tier.a", 11, "drafts.tier.a"],
      ["tier.b", 20, undefined],
    ]);
  });

  it("a release stack: the first layer that has a version wins, then the published document; a document only in a release is added", () => {
    expect(seen({ stack: ["rLate", "rEarly", "drafts"] })).toEqual([
      ["tier.a", 13, "versions.rLate.tier.a"],
      ["tier.b", 22, "versions.rEarly.tier.b"],
      ["post.new", 0, "versions.rLate.post.new"],
    ]);
    expect(seen({ stack: ["rEarly", "drafts"] })).toEqual([
      ["tier.a", 12, "versions.rEarly.tier.a"],
      ["tier.b", 22, "versions.rEarly.tier.b"],
    ]);
    // Drafts under the release only when the stack names them.
    expect(seen({ stack: ["drafts", "rEarly"] })[0]).toEqual(["tier.a", 11, "drafts.tier.a"]);
  });

  it("tells published ids from drafts, versions and system documents", () => {
    expect(["tier.a", "drafts.tier.a", "versions.rLate.tier.a", "_.releases.rLate"].map(isPublishedId)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

describe("the perspective a preview link names", () => {
  it("is drafts for none, drafts or published; a release stack as the Studio sends it otherwise", () => {
    for (const value of [null, "", " ", "drafts", "published", "published,drafts"])
      expect(perspectiveFromPreviewLink(value), String(value)).toBe("drafts");
    const stack = perspectiveFromPreviewLink("rLate, rEarly,drafts")!;
    expect(stack).toEqual({ stack: ["rLate", "rEarly", "drafts"] });
    expect(previewedRelease(stack)).toBe("rLate");
    expect(showsDrafts(stack)).toBe(true);
    expect(showsDrafts(perspectiveFromPreviewLink("rLate,published")!)).toBe(false);
  });

  it.each(["raw", "rA,raw", "previewDrafts,rA", "drafts.tier.a", "r.a", "rA,,drafts", "ünï", "-r"])("refuses %j", (value) => {
    expect(perspectiveFromPreviewLink(value)).toBeNull();
  });
});
