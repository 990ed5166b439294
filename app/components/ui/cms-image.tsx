import type { ImageView } from "~/lib/cms/queries/fragments";

/**
 * An image from the CMS with its shown width and height (no layout shift), its alt text and every size the server
 * built for it (lib/cms/images.ts); `sizes` says how wide the layout shows it, so the browser downloads no more than that.
 * Below-the-fold images load lazily; pass `priority` for the one at the top of the page (the LCP image).
 */
export function CmsImage({
  image,
  className,
  priority = false,
  sizes,
}: {
  image: Omit<ImageView, "share">;
  className?: string;
  priority?: boolean;
  sizes: string;
}) {
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={image.srcSet ? sizes : undefined}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "auto" : "async"}
      // React 18 passes the attribute through only in lower case (as `fetchPriority` it warns; React 19 knows it).
      {...(priority ? { fetchpriority: "high" } : {})}
      className={className}
    />
  );
}
