import { z } from "zod";
import { PREVIEWED_POST, PUBLISHED_POST } from "~/lib/declarations/content-kinds";
import { logEvent } from "~/lib/core/log.server";
import { linkHref, present } from "~/lib/cms/models/fields";
import { responsiveImage, SHARE_IMAGE } from "~/lib/cms/images";

/**
 * A query over posts in both versions: as written, over the posts a visitor may see (`PUBLISHED_POST`), and for
 * preview, over every post.
 */
export function overPosts(groq: string): { groq: string; previewGroq: string } {
  if (!groq.includes(PUBLISHED_POST)) throw new Error("overPosts: the query names no published posts");
  return { groq, previewGroq: groq.replaceAll(PUBLISHED_POST, PREVIEWED_POST) };
}

/** What the site needs to show an image: its asset's URL and size, alt text, and the editor's crop and hotspot. */
const IMAGE_FIELDS = /* groq */ `
  alt,
  "url": asset->url,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height,
  crop,
  hotspot
`;
export const imageProjection = /* groq */ `{${IMAGE_FIELDS}}`;

/** An image with the short caption shown under it (a listing's screenshots). */
export const captionedImageProjection = /* groq */ `{${IMAGE_FIELDS}, caption}`;

/** An affiliate banner: the image with its key and size. */
export const bannerImageProjection = /* groq */ `{${IMAGE_FIELDS}, _key, size}`;

export const imageSource = z.object({
  alt: z.string().min(1),
  url: present(linkHref, "the image has no upload"),
  width: present(z.number().int().positive(), "the image has no upload"),
  height: present(z.number().int().positive(), "the image has no upload"),
  crop: z.object({ top: z.number(), bottom: z.number(), left: z.number(), right: z.number() }).nullish(),
  hotspot: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }).nullish(),
});

/** An image as components render it (lib/cms/images.ts): its URLs for every width, cut to the editor's crop. */
export const imageView = imageSource.transform((image) => responsiveImage(image));

/** An image shown in a frame of this aspect (width / height), cut around the editor's hotspot. */
export const imageViewAt = (aspect: number) => imageSource.transform((image) => responsiveImage(image, aspect));

export type ImageView = z.output<typeof imageView>;

/** A captioned image as components render it; no caption is `null`. */
export const captionedImageView = imageSource
  .extend({ caption: z.string().nullish() })
  .transform(({ caption, ...image }) => ({ ...responsiveImage(image), caption: caption ?? null }));

export type CaptionedImageView = z.output<typeof captionedImageView>;

/** A link preview image: where it is (a URL or a site path), its size and its alt text. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** The 1200×630 share version of a built image, or null when the CDN cannot cut one (the sample's SVGs). */
export function shareImageOf({ share, alt }: Pick<ImageView, "share" | "alt">): ShareImage | null {
  return share ? { url: share, ...SHARE_IMAGE, alt } : null;
}

/** Sanity's system fields, and the slug history only the redirect map reads (queries/redirects.ts): no view reads them. */
const SYSTEM_FIELDS = ["_type", "_createdAt", "_updatedAt", "_rev", "previousSlugs"] as const;
type SystemField = (typeof SYSTEM_FIELDS)[number];

/** GROQ answers a missing field with null, where the stored document simply lacks it. */
type Projected<Shape extends z.ZodRawShape> = {
  [Key in Exclude<keyof Shape, SystemField>]: Shape[Key] extends z.ZodOptional<infer Inner>
    ? z.ZodOptional<z.ZodNullable<Inner>>
    : Shape[Key];
};

/**
 * The model of a projected document: the stored document's fields without Sanity's system fields and slug history
 * (the `_id` stays; optional fields may be null), with `overrides` for what the GROQ projection
 * reshapes (slug → string, image → ImageView). One definition of each field, shared with the
 * document model.
 */
export function viewModel<Shape extends z.ZodRawShape, Overrides extends z.ZodRawShape>(shape: Shape, overrides: Overrides) {
  const fields = Object.fromEntries(
    Object.entries(shape)
      .filter(([key]) => !SYSTEM_FIELDS.includes(key as SystemField))
      .map(([key, field]) => [key, field instanceof z.ZodOptional ? (field.unwrap() as z.ZodType).nullish() : field]),
  );
  return z.object({ ...fields, ...overrides } as Omit<Projected<Shape>, keyof Overrides> & Overrides);
}

/**
 * A list whose items are parsed one by one: an item that fails its model (a half-filled document,
 * a field renamed in the Studio) is dropped with one log line, and the rest of the page still shows.
 * A list whose every item fails is a broken answer, not an empty list: the parse fails, so the CMS
 * client keeps its last good value (docs/decisions/029-cms-faults-keep-last-good.md), at any depth.
 */
export function resilientList<Item extends z.ZodType>(item: Item, listName: string): z.ZodType<z.output<Item>[], z.input<Item>[]> {
  // Typed as reading a list of items, which is what the query returns: the type check compares that with the schema.
  return z.array(z.unknown()).transform((values, context) => {
    const kept = values.flatMap((value) => {
      const parsed = item.safeParse(value);
      if (parsed.success) return [parsed.data as z.output<Item>];
      const issue = parsed.error.issues[0];
      logEvent("warn", {
        event: "cms.item_dropped",
        list: listName,
        id: (value as { _id?: unknown; _key?: unknown } | null)?._id ?? (value as { _key?: unknown } | null)?._key ?? null,
        reason: `${issue?.path.join(".") || "(root)"}: ${issue?.message}`,
      });
      return [];
    });
    if (values.length > 0 && kept.length === 0) {
      context.issues.push({ code: "custom", input: values, message: `all ${values.length} items of ${listName} failed the model` });
      return z.NEVER;
    }
    return kept;
  }) as unknown as z.ZodType<z.output<Item>[], z.input<Item>[]>;
}
