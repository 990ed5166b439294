import type { ImageView } from "~/lib/cms/queries/fragments";
import { responsiveImage } from "~/lib/images";

/**
 * An image from the CMS with its real width and height (no layout shift) and its alt text.
 * Below-the-fold images load lazily; pass `priority` for the one at the top of the page.
 */
export function CmsImage({
  image,
  className,
  priority = false,
  sizes,
}: {
  image: ImageView;
  className?: string;
  priority?: boolean;
  sizes?: string;
}) {
  const { src, srcSet } = responsiveImage(image);
  return (
    <img
      src={src}
      srcSet={srcSet}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "auto" : "async"}
      fetchPriority={priority ? "high" : undefined}
      className={className}
    />
  );
}
