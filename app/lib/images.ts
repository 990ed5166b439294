import { createImageUrlBuilder } from "@sanity/image-url";

/** Widths offered in srcset; the browser picks one from `sizes`. */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1600, 1920];

const SANITY_CDN_IMAGE = /^https:\/\/cdn\.sanity\.io\/images\/([a-z0-9-]+)\/([\w-]+)\//;

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
}

/**
 * `src` and `srcset` for an image: Sanity CDN images are resized and re-encoded by the CDN
 * (@sanity/image-url: width, auto format, never upscaled); other images (the bundled sample's
 * SVGs) are served as they are.
 */
export function responsiveImage(image: { url: string; width: number }): ResponsiveImage {
  const match = SANITY_CDN_IMAGE.exec(image.url);
  if (!match) return { src: image.url };
  const builder = createImageUrlBuilder({ projectId: match[1]!, dataset: match[2]! }).image(image.url).auto("format").fit("max");
  const widths = [...IMAGE_WIDTHS.filter((width) => width < image.width), image.width];
  return {
    src: builder.width(Math.min(image.width, 1280)).url(),
    srcSet: widths.map((width) => `${builder.width(width).url()} ${width}w`).join(", "),
  };
}
