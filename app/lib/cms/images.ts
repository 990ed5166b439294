import { createImageUrlBuilder } from "@sanity/image-url";

/** Widths offered in srcset; the browser picks one from `sizes`. */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1600, 1920];

/**
 * The bundled sample's pictures are WebP files under /sample-images, rendered from their drawings at full size and at
 * each of these widths that is smaller (`npm run sample:images`), so a phone downloads a picture its size, as it would
 * from Sanity's CDN.
 */
export const SAMPLE_IMAGE_WIDTHS = [480, 960];
const SAMPLE_IMAGE = /^(\/sample-images\/.+)\.webp$/;

/** A sample picture's file at a smaller width: /sample-images/home/member-area.webp → …/member-area-480w.webp. */
export function sampleImageAtWidth(url: string, width: number): string {
  return url.replace(SAMPLE_IMAGE, `$1-${width}w.webp`);
}

/** The size social networks show a shared link's image at (Open Graph, X cards). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** An image file on Sanity's CDN, as a GROQ `asset->url` gives it: …/images/<project>/<dataset>/<id>-<w>x<h>.<format>. */
const SANITY_CDN_IMAGE = /^https:\/\/cdn\.sanity\.io\/images\/([a-z0-9-]+)\/([\w-]+)\/\w+-\d+x\d+\.[a-z]+$/;

/** The Studio's crop (fractions cut from each side) and hotspot (the part that must stay in view, as fractions). */
export interface ImageCrop {
  top: number;
  bottom: number;
  left: number;
  right: number;
}
export interface ImageHotspot {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An image as the CMS stores it: the asset's URL and size, with the editor's crop and hotspot. */
export interface ImageSource {
  alt: string;
  url: string;
  width: number;
  height: number;
  crop?: ImageCrop | null;
  hotspot?: ImageHotspot | null;
}

/** An image as components render it: every size the browser may pick, and the size it is shown at. */
export interface ResponsiveImage {
  alt: string;
  src: string;
  srcSet?: string;
  width: number;
  height: number;
  /** A 1200×630 version for link previews, centred on the hotspot (Sanity CDN images only). */
  share?: string;
}

/**
 * `src`, `srcset` and the displayed size of a CMS image. Sanity CDN images are cut by the CDN to the editor's crop and,
 * for a layout of fixed `aspect` (width / height), around the hotspot, resized and re-encoded in a modern format; the
 * URLs are built by @sanity/image-url here on the server, so the browser gets them as data and never the library.
 * The bundled sample's pictures come in the widths rendered for them; any other image is served as it is.
 */
export function responsiveImage(image: ImageSource, aspect?: number): ResponsiveImage {
  const cdn = SANITY_CDN_IMAGE.exec(image.url);
  if (!cdn) return localImage(image);
  const cut = createImageUrlBuilder({ projectId: cdn[1]!, dataset: cdn[2]! }).image({
    asset: { url: image.url },
    crop: image.crop ?? undefined,
    hotspot: image.hotspot ?? undefined,
  });
  const source = cut.auto("format");
  const cropped = croppedSize(image);
  const shown = aspect ? fitAspect(cropped, aspect) : cropped;
  const url = (width: number) =>
    aspect
      ? source
          .width(width)
          .height(Math.round(width / aspect))
          .url()
      : source.width(width).fit("max").url();
  const widths = [...IMAGE_WIDTHS.filter((width) => width < shown.width), shown.width];
  return {
    alt: image.alt,
    src: url(Math.min(shown.width, 1280)),
    srcSet: widths.map((width) => `${url(width)} ${width}w`).join(", "),
    width: shown.width,
    height: shown.height,
    // A JPEG whatever the crawler accepts: not every network reads WebP or AVIF.
    share: cut.width(SHARE_IMAGE.width).height(SHARE_IMAGE.height).format("jpg").url(),
  };
}

function localImage({ alt, url, width, height }: ImageSource): ResponsiveImage {
  const smaller = SAMPLE_IMAGE.test(url) ? SAMPLE_IMAGE_WIDTHS.filter((each) => each < width) : [];
  if (smaller.length === 0) return { alt, src: url, width, height };
  const srcSet = [...smaller.map((each) => `${sampleImageAtWidth(url, each)} ${each}w`), `${url} ${width}w`].join(", ");
  return { alt, src: url, srcSet, width, height };
}

/** The asset's size once the editor's crop is cut away (as @sanity/image-url rounds it). */
function croppedSize({ width, height, crop }: ImageSource): { width: number; height: number } {
  if (!crop) return { width, height };
  const left = Math.round(crop.left * width);
  const top = Math.round(crop.top * height);
  return { width: Math.round(width - crop.right * width - left), height: Math.round(height - crop.bottom * height - top) };
}

/** The largest frame of this aspect inside the cropped image. */
function fitAspect(size: { width: number; height: number }, aspect: number): { width: number; height: number } {
  return size.width / size.height > aspect
    ? { width: Math.round(size.height * aspect), height: size.height }
    : { width: size.width, height: Math.round(size.width / aspect) };
}
