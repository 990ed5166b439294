import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sampleDocuments } from "~/content/sample";
import { CONTENT_TYPES } from "~/lib/declarations/content-kinds";

/**
 * The places a new content kind must still be named by hand (docs/architecture.md, "How do I add a content kind"),
 * held to the registry so none is forgotten: the Studio's sidebar and the sample dataset.
 */
describe("every content kind", () => {
  it("can be opened from the Studio's sidebar (cms-schemas/structure.ts names it)", () => {
    const structure = readFileSync("cms-schemas/structure.ts", "utf8");
    expect(CONTENT_TYPES.length).toBeGreaterThan(10);
    expect(CONTENT_TYPES.filter((type) => !structure.includes(`"${type}"`))).toEqual([]);
  });

  it("has a document in the sample dataset (added to sampleDocuments), so the site runs on it with no account", () => {
    const sampleTypes = new Set(sampleDocuments.map((document) => document._type));
    expect(CONTENT_TYPES.filter((type) => !sampleTypes.has(type))).toEqual([]);
  });
});
