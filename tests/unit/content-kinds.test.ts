import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sampleDocuments } from "~/content/sample";
import { CONTENT_TYPES } from "~/lib/declarations/content-kinds";
import { isFormId } from "~/lib/forms/registry.server";

/**
 * What the content-kind registry (app/lib/declarations/content-kinds.ts) cannot hold by its types: that every document
 * type the Studio stores is declared there (so the sidebar, which is built from the registry, lists it) and that the
 * sample dataset has a document of every kind.
 */
describe("every content kind", () => {
  it("is every document type of the Studio's schema besides the forms' submissions, so the sidebar lists it", () => {
    const schema = JSON.parse(readFileSync("cms-schemas/schema.json", "utf8")) as { name: string; type: string }[];
    const studioTypes = schema.filter((type) => type.type === "document" && !type.name.startsWith("sanity.")).map((type) => type.name);
    expect(studioTypes.filter((name) => !isFormId(name)).toSorted()).toEqual([...CONTENT_TYPES].toSorted());
  });

  it("has a document in the sample dataset, so the site runs on it with no account", () => {
    const sampleTypes = new Set(sampleDocuments.map((document) => document._type));
    expect(CONTENT_TYPES.filter((type) => !sampleTypes.has(type))).toEqual([]);
  });
});
