/** Widths offered in srcset; the browser picks one from `sizes`. */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1600, 1920];

/** An image file on Sanity's CDN, as a GROQ `asset->url` gives it: …/images/<project>/<dataset>/<id>-<w>x<h>.<format>. */
const SANITY_CDN_IMAGE = /^https:\/\/cdn\.sanity\.io\/images\/[a-z0-9-]+\/[\w-]+\/\w+-\d+x\d+\.[a-z]+$/;

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
}

/**
 * `src` and `srcset` for an image: Sanity CDN images are resized and re-encoded by the CDN (width, auto format,
 * never upscaled: the URLs @sanity/image-url builds, written here because that library is 3 KB gzip of every
 * page's JavaScript; tests/unit/images.test.ts compares the two); other images (the bundled sample's SVGs) are
 * served as they are.
 */
export function responsiveImage(image: { url: string; width: number }): ResponsiveImage {
  if (!SANITY_CDN_IMAGE.test(image.url)) return { src: image.url };
  const resized = (width: number) => `${image.url}?w=${width}&fit=max&auto=format`;
  const widths = [...IMAGE_WIDTHS.filter((width) => width < image.width), image.width];
  return {
    src: resized(Math.min(image.width, 1280)),
    srcSet: widths.map((width) => `${resized(width)} ${width}w`).join(", "),
  };
}
