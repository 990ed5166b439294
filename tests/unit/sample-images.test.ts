import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { sampleDocuments } from "~/content/sample";
import { SAMPLE_IMAGE_WIDTHS, sampleImageAtWidth } from "~/lib/cms/images";

const ARTWORK_DIR = "app/content/sample/artwork";
const PICTURES_DIR = "public/sample-images";

/** Every file under `dir`, as a path relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/** A WebP file's pixel size, from its first chunk: lossy (VP8), lossless (VP8L) or extended (VP8X). */
function webpSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.toString("ascii", 0, 4) !== "RIFF" || bytes.toString("ascii", 8, 12) !== "WEBP") throw new Error("not a WebP file");
  const chunk = bytes.toString("ascii", 12, 16);
  if (chunk === "VP8 ") return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === "VP8L") {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8X") return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  throw new Error(`unknown WebP chunk ${chunk}`);
}

const assets = sampleDocuments.filter((document) => document._type === "sanity.imageAsset") as unknown as {
  url: string;
  path: string;
  metadata: { dimensions: { width: number; height: number } };
}[];

describe("the sample's pictures (npm run sample:images)", () => {
  it("every picture the sample uses is a WebP file of the size its asset states, and at each smaller rendered width", () => {
    const expected = assets.flatMap(({ url, path, metadata: { dimensions } }) => [
      { file: join("public", path), width: dimensions.width, height: dimensions.height },
      ...SAMPLE_IMAGE_WIDTHS.filter((width) => width < dimensions.width).map((width) => ({
        file: join("public", sampleImageAtWidth(url, width)),
        width,
        height: Math.round((dimensions.height * width) / dimensions.width),
      })),
    ]);
    expect(assets.length).toBeGreaterThan(40);
    expect(expected.map(({ file }) => ({ file, ...webpSize(readFileSync(file)) }))).toEqual(expected);
    // Nothing else is served from there: a picture no document uses is a leftover.
    expect(
      filesUnder(PICTURES_DIR)
        .map((file) => join(PICTURES_DIR, file))
        .sort(),
    ).toEqual(expected.map(({ file }) => file).sort());
  });

  it("every picture has its drawing, and every drawing is a picture the sample uses", () => {
    const drawings = filesUnder(ARTWORK_DIR);
    const pictures = assets.map(({ path }) => relative("sample-images", path).replace(/\.webp$/, ".svg"));
    expect(drawings.sort()).toEqual(pictures.sort());
  });
});
