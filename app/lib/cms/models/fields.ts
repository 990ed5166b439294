import { z } from "zod";
import type { AllSanitySchemaTypes } from "~/lib/cms/sanity.types";
import type { FitsSchema } from "~/lib/cms/schema-fit";
import { BLOCK_STYLE_OPTIONS, CODE_LANGUAGE_OPTIONS, LIST_OPTIONS, optionValues } from "~/lib/cms/options";

type StoredDocument<Type> = Extract<AllSanitySchemaTypes, { _type: Type; _id: string }>;
/** The type of every document the Studio stores. */
type StoredDocumentType = StoredDocument<string>["_type"];

/**
 * Zod models of Sanity's stored field shapes. Document models are strict: a field the Studio
 * schema does not define is an error, so the sample dataset cannot drift from schema.json.
 */

/** An absolute http(s) URL; `javascript:` and other schemes never reach an href. */
export const httpUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

/** A link target: a path on this site (one leading slash) or an absolute http(s) URL. */
export const linkHref = z.union([z.string().regex(/^\/(?!\/)[^\s]*$/, "must be a path like /pricing"), httpUrl]);

export const money = z.number().min(0, "must be 0 or more (USD)");

/** Sanity's dates: `YYYY-MM-DD`; datetimes: ISO 8601. */
export const isoDate = z.iso.date();
export const isoDateTime = z.iso.datetime({ offset: true });

export const slug = z.strictObject({ _type: z.literal("slug"), current: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/) });
/** The slugs a document with a page of its own had before, kept by the Studio's Publish (decision 076). */
export const previousSlugs = z.array(z.string().min(1)).optional();

/** Every item of an array of objects carries a `_key` in Sanity. */
const keyed = { _key: z.string().min(1) };

// Not strict: Sanity adds `_weak` to references during an import and hotspot/crop to images.
export const reference = z.object({ _type: z.literal("reference"), _ref: z.string().min(1), _weak: z.boolean().optional() });
export const keyedReference = reference.extend(keyed);

/**
 * A value the site cannot do without that the Studio's schema may leave empty, as far as its extract (and so the
 * generated types) can tell: what the Studio's validation requires (an image's upload, `requireUpload`; a listing's
 * first screenshot) or the one site settings document. Read as maybe empty, so the model fits the generated types
 * (app/lib/cms/schema-fit.ts); an empty one fails the model with `reason`.
 */
export function present<Value extends z.ZodType>(value: Value, reason: string) {
  return value.nullish().transform((read, context): z.output<Value> => {
    if (read !== null && read !== undefined) return read;
    context.issues.push({ code: "custom", input: read, message: reason });
    return z.NEVER;
  });
}

export const image = z.object({
  _type: z.literal("image"),
  asset: present(reference, "the image has no upload"),
  /** Alternative text: required, the site is accessible. */
  alt: z.string().min(1),
  hotspot: z.object({}).loose().optional(),
  crop: z.object({}).loose().optional(),
});
export const keyedImage = image.extend(keyed);

export const cta = z.strictObject({ _type: z.literal("cta"), label: z.string().min(1), href: linkHref });

// Sanity's built-in block type leaves these fields optional, so the app must too.
const span = z.strictObject({
  _type: z.literal("span"),
  _key: z.string(),
  text: z.string().optional(),
  marks: z.array(z.string()).optional(),
});

const linkMark = z.strictObject({ _type: z.literal("link"), _key: z.string(), href: linkHref });

const textBlock = z.strictObject({
  _type: z.literal("block"),
  _key: z.string(),
  style: z.enum(optionValues(BLOCK_STYLE_OPTIONS)).optional(),
  children: z.array(span).optional(),
  markDefs: z.array(linkMark).optional(),
  listItem: z.enum(optionValues(LIST_OPTIONS)).optional(),
  level: z.number().int().min(1).optional(),
});

const codeBlock = z.strictObject({
  _type: z.literal("code"),
  _key: z.string(),
  language: z.enum(optionValues(CODE_LANGUAGE_OPTIONS)).optional(),
  filename: z.string().optional(),
  code: z.string(),
});

/** Portable Text: paragraphs, headings, lists, links, images and code blocks. */
export const portableText = z.array(z.discriminatedUnion("_type", [textBlock, keyedImage, codeBlock]));

export const keyedItem = keyed;

/** The fields every stored document has. */
export const documentFields = {
  _id: z.string().min(1),
  _createdAt: isoDateTime,
  _updatedAt: isoDateTime,
  _rev: z.string(),
};

type DocumentShape<Type extends string, Shape extends z.ZodRawShape> = typeof documentFields & { _type: z.ZodLiteral<Type> } & Shape;

/**
 * A stored document of one type, read as the Studio's schema stores it: a model that does not fit the type
 * `sanity typegen` generates for its documents does not compile, and the error names each field that drifted
 * (app/lib/cms/schema-fit.ts).
 */
export function documentModel<Type extends StoredDocumentType, Shape extends z.ZodRawShape>(
  type: Type,
  shape: Shape & FitsSchema<StoredDocument<Type>, z.input<z.ZodObject<DocumentShape<Type, Shape>>>>,
) {
  return z.strictObject({ ...documentFields, _type: z.literal(type), ...(shape as Shape) });
}
