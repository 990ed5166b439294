import { createHash } from "node:crypto";
import { sampleDocument } from "./documents";

/** Where the sample pictures live: public/sample-images, served by the site itself (rendered by `npm run sample:images`). */
export const SAMPLE_IMAGES_URL_PATH = "/sample-images";

const MIME_TYPES: Record<string, string> = { svg: "image/svg+xml", png: "image/png", jpg: "image/jpeg", webp: "image/webp" };

const assets = new Map<string, ReturnType<typeof imageAsset>>();

function imageAsset(file: string, width: number, height: number) {
  const extension = file.slice(file.lastIndexOf(".") + 1);
  // Sanity's asset id format (image-<hash>-<w>x<h>-<ext>), stable for a given file path.
  const hash = createHash("sha1").update(file).digest("hex");
  return sampleDocument(`image-${hash}-${width}x${height}-${extension}`, "sanity.imageAsset", {
    url: `${SAMPLE_IMAGES_URL_PATH}/${file}`,
    path: `sample-images/${file}`,
    originalFilename: file.slice(file.lastIndexOf("/") + 1),
    extension,
    mimeType: MIME_TYPES[extension] ?? "application/octet-stream",
    metadata: { dimensions: { width, height, aspectRatio: width / height } },
  });
}

/**
 * An image field for a sample document, backed by a file under public/sample-images (its path
 * relative to that folder) and its pixel size. The asset document is added to the dataset.
 */
export function sampleImage(file: string, width: number, height: number, alt: string) {
  const asset = imageAsset(file, width, height);
  assets.set(asset._id, asset);
  return { _type: "image" as const, asset: { _type: "reference" as const, _ref: asset._id }, alt };
}

/** Every image asset the sample documents use (call after importing them). */
export function sampleImageAssets() {
  return [...assets.values()];
}
