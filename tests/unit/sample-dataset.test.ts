import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sampleDocuments } from "~/content/sample";
import { cmsOptionsFromEnv } from "~/lib/cms/client/config.server";
import { SampleDatasetError, sampleDatasetFromEnv } from "~/lib/cms/client/sample-dataset.server";
import type { SanityDocumentLike } from "~/lib/cms/transports/local.server";
import { isReleaseContent, SEED_DIR, SEED_NDJSON } from "../../scripts/sample-seed";

const folder = mkdtempSync(join(tmpdir(), "xchangekit-dataset-test-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

let files = 0;
function datasetFile(text: string): string {
  const file = join(folder, `dataset-${++files}.ndjson`);
  writeFileSync(file, text);
  return file;
}

const ndjson = (documents: readonly object[]) => `${documents.map((document) => JSON.stringify(document)).join("\n")}\n`;

/** Without the fields the Content Lake sets itself on import, which the seed leaves out. */
const withoutRevision = ({ _rev, _updatedAt, ...document }: SanityDocumentLike) => document;

describe("SAMPLE_DATASET_FILE: an NDJSON dataset in place of the bundled sample", () => {
  it("keeps the bundled sample when unset or blank", () => {
    expect(sampleDatasetFromEnv({}, sampleDocuments)).toBe(sampleDocuments);
    expect(sampleDatasetFromEnv({ SAMPLE_DATASET_FILE: "  " }, sampleDocuments)).toBe(sampleDocuments);
  });

  it("reads the seed of `npm run cms:export` back as the sample: image uploads become the sample's image assets", () => {
    const documents = sampleDatasetFromEnv({ SAMPLE_DATASET_FILE: join(SEED_DIR, SEED_NDJSON) }, sampleDocuments);
    const byId = (list: readonly SanityDocumentLike[]) => new Map(list.map((document) => [document._id, withoutRevision(document)]));
    expect(byId(documents)).toEqual(byId(sampleDocuments.filter((document) => !isReleaseContent(document._id))));
    expect(documents.every((document) => typeof document._rev === "string" && typeof document._updatedAt === "string")).toBe(true);
  });

  it("takes a `sanity dataset export` file as it is, and the local transport answers from it", async () => {
    const exported = [
      {
        _id: "post.only",
        _type: "post",
        _createdAt: "2025-05-01T10:00:00Z",
        _updatedAt: "2025-05-02T10:00:00Z",
        _rev: "r1",
        title: "Only",
      },
      {
        _id: "image-abc-10x10-png",
        _type: "sanity.imageAsset",
        _createdAt: "2025-05-01T10:00:00Z",
        _updatedAt: "2025-05-01T10:00:00Z",
        _rev: "r2",
        url: "https://cdn.sanity.io/images/p/production/abc-10x10.png",
      },
    ];
    const env = { SAMPLE_DATASET_FILE: datasetFile(ndjson(exported)) };
    expect(sampleDatasetFromEnv(env, sampleDocuments)).toEqual(exported);

    const { transport } = cmsOptionsFromEnv(env, sampleDatasetFromEnv(env, sampleDocuments));
    const answer = await transport.fetch(
      `*[_type == "post"]{ title, _updatedAt }`,
      {},
      { signal: new AbortController().signal, perspective: "published" },
    );
    expect(answer).toEqual([{ title: "Only", _updatedAt: "2025-05-02T10:00:00Z" }]);
  });

  it("fills in the system fields an import would set, and skips blank lines", () => {
    const file = datasetFile(
      `${JSON.stringify({ _id: "faq.a", _type: "faq" })}\n\n${JSON.stringify({ _id: "faq.b", _type: "faq", _createdAt: "2025-01-01T00:00:00Z" })}\n`,
    );
    const [first, second] = sampleDatasetFromEnv({ SAMPLE_DATASET_FILE: file }, sampleDocuments);
    expect(first?._createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(first?._updatedAt).toBe(first?._createdAt);
    expect(first?._rev).toBe("imported");
    expect(second).toMatchObject({ _createdAt: "2025-01-01T00:00:00Z", _updatedAt: "2025-01-01T00:00:00Z" });
  });

  describe("stops the start with an error naming the file and line", () => {
    const load = (file: string) => () => sampleDatasetFromEnv({ SAMPLE_DATASET_FILE: file }, sampleDocuments);
    const valid = JSON.stringify({ _id: "faq.a", _type: "faq" });

    it("when the file cannot be read", () => {
      const missing = join(folder, "missing.ndjson");
      expect(load(missing)).toThrow(SampleDatasetError);
      expect(load(missing)).toThrow(`SAMPLE_DATASET_FILE ${missing}: cannot be read (ENOENT)`);
      expect(load(folder)).toThrow(/cannot be read \(EISDIR\)/);
    });

    it("when a line is not JSON", () => {
      const file = datasetFile(`${valid}\n{"_id": "faq.b", "_type": \n`);
      expect(load(file)).toThrow(new RegExp(`^SAMPLE_DATASET_FILE ${file} line 2: not valid JSON \\(`));
    });

    it("when a line is not a document", () => {
      for (const line of ["[1, 2]", '"text"', '{"_id": "x"}', '{"_id": "", "_type": "faq"}', '{"_id": 7, "_type": "faq"}']) {
        const file = datasetFile(`${valid}\n\n${line}\n`);
        expect(load(file)).toThrow(
          `SAMPLE_DATASET_FILE ${file} line 3: not a document: each line must be a JSON object with a string _id and _type`,
        );
      }
    });

    it("when an _id comes twice", () => {
      const file = datasetFile(`${valid}\n${JSON.stringify({ _id: "faq.b", _type: "faq" })}\n${valid}\n`);
      expect(load(file)).toThrow(`SAMPLE_DATASET_FILE ${file} line 3: _id "faq.a" again (first on line 1)`);
    });

    it("when an image upload is not one of the bundled sample images", () => {
      const image = { _type: "image", alt: "A", _sanityAsset: "image@file://./images/unknown.png" };
      const file = datasetFile(`${valid}\n${JSON.stringify({ _id: "banner.x", _type: "banner", image })}\n`);
      expect(load(file)).toThrow(
        `SAMPLE_DATASET_FILE ${file} line 2: upload image@file://./images/unknown.png is not one of the bundled sample images (public/sample-images)`,
      );
    });

    it("when the file holds no documents", () => {
      const file = datasetFile("\n  \n");
      expect(load(file)).toThrow(`SAMPLE_DATASET_FILE ${file}: holds no documents`);
    });
  });
});
