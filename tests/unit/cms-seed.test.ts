import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { sampleDocuments } from "~/content/sample";
import { SAMPLE_MODULES_FILE, sampleModulesSource } from "../../scripts/sample-modules";
import { buildSampleSeed, isReleaseContent, SEED_DIR, SEED_NDJSON } from "../../scripts/sample-seed";

const seed = buildSampleSeed(sampleDocuments);

describe("the sample's list of its modules (app/content/sample/modules.ts)", () => {
  it("names every module of the folder, so each one's documents are in the dataset (run `npm run cms:export`)", () => {
    expect(readFileSync(SAMPLE_MODULES_FILE, "utf8")).toBe(sampleModulesSource());
  });
});

describe("the importable sample seed (cms-schemas/seed)", () => {
  it("is deterministic: building it twice gives the same result", () => {
    expect(buildSampleSeed(sampleDocuments)).toEqual(seed);
  });

  it("is current: the committed NDJSON and images match the sample dataset (run `npm run cms:export`)", () => {
    expect(readFileSync(join(SEED_DIR, SEED_NDJSON), "utf8")).toBe(seed.ndjson);
    expect(readdirSync(join(SEED_DIR, "images")).sort()).toEqual(seed.images.map((image) => image.target));
    for (const { source, target } of seed.images) {
      expect(readFileSync(join(SEED_DIR, "images", target)).equals(readFileSync(source)), target).toBe(true);
    }
  });

  it("holds every document except asset records, with images as uploads from images/", () => {
    const lines = seed.ndjson
      .trimEnd()
      .split("\n")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(
      sampleDocuments.filter((document) => document._type !== "sanity.imageAsset" && !isReleaseContent(document._id)).length,
    );
    expect(lines.every((document) => typeof document._id === "string" && typeof document._type === "string")).toBe(true);
    expect(seed.ndjson).not.toContain('"asset":');
    const uploads = [...seed.ndjson.matchAll(/"_sanityAsset":"image@file:\/\/\.\/images\/([^"]+)"/g)].map((match) => match[1]);
    expect(uploads.length).toBeGreaterThan(20);
    expect(new Set(uploads)).toEqual(new Set(seed.images.map((image) => image.target)));
  });
});
