import { defineArrayMember, defineField, type ImageRule } from "sanity";
import type { Option } from "../../app/lib/cms/options";

/** Field builders shared by the document types, so every price, slug or URL validates the same way. */

interface FieldText {
  title?: string;
  description?: string;
}

export function requiredString(name: string, { title, description }: FieldText = {}) {
  return defineField({ name, title, description, type: "string", validation: (rule) => rule.required() });
}

export function requiredText(name: string, { title, description, rows = 3 }: FieldText & { rows?: number } = {}) {
  return defineField({ name, title, description, type: "text", rows, validation: (rule) => rule.required() });
}

/** A URL slug; the Studio checks it is unique within its document type. */
export function slugField(source: string, description = "The address of the page: lowercase words joined by dashes.") {
  return defineField({
    name: "slug",
    type: "slug",
    description,
    options: { source, maxLength: 96 },
    validation: (rule) => rule.required(),
  });
}

/**
 * The slugs a document with a page of its own was published under before: each old address answers with a permanent
 * redirect to its page (decision 076). Written by Publish when the slug changed (cms-schemas/actions/slug-history.ts),
 * never typed; shown only once there is one.
 */
export function previousSlugsField() {
  return defineField({
    name: "previousSlugs",
    title: "Previous slugs",
    description: "Addresses this document had before. Each sends visitors to its page with a permanent redirect; kept by Publish.",
    type: "array",
    of: [defineArrayMember({ type: "string" })],
    readOnly: true,
    hidden: ({ value }) => !Array.isArray(value) || value.length === 0,
  });
}

/** An amount in US dollars, never negative. */
export function priceField(
  name = "price",
  { title = "Price (USD)", description, required = true }: FieldText & { required?: boolean } = {},
) {
  return defineField({
    name,
    title,
    description,
    type: "number",
    validation: (rule) => (required ? rule.required().min(0).precision(2) : rule.min(0).precision(2)),
  });
}

export function countField(name: string, { title, description }: FieldText = {}) {
  return defineField({ name, title, description, type: "number", validation: (rule) => rule.required().integer().min(0) });
}

export function orderField(description = "Lower numbers come first on the site.") {
  return defineField({ name: "order", type: "number", description, validation: (rule) => rule.required().integer() });
}

export function urlField(name: string, { title, description, required = true }: FieldText & { required?: boolean } = {}) {
  return defineField({
    name,
    title,
    description,
    type: "url",
    validation: (rule) => {
      const url = rule.uri({ scheme: ["http", "https"] });
      return required ? url.required() : url;
    },
  });
}

/** A link target on the site (`/pricing`) or elsewhere (`https://…`). */
export function linkField(name: string, { title, description }: FieldText = {}) {
  return defineField({
    name,
    title,
    description: description ?? "A page of this site, like /pricing, or a full https:// address.",
    type: "url",
    validation: (rule) => rule.required().uri({ scheme: ["http", "https"], allowRelative: true }),
  });
}

export function optionField(
  name: string,
  options: readonly Option[],
  { title, description, required = true, layout = "dropdown" }: FieldText & { required?: boolean; layout?: "radio" | "dropdown" } = {},
) {
  return defineField({
    name,
    title,
    description,
    type: "string",
    options: { list: options.map(({ value, title: optionTitle }) => ({ value, title: optionTitle })), layout },
    validation: (rule) => (required ? rule.required() : rule),
  });
}

export function stringListField(name: string, { title, description, required = true }: FieldText & { required?: boolean } = {}) {
  return defineField({
    name,
    title,
    description,
    type: "array",
    of: [defineArrayMember({ type: "string" })],
    validation: (rule) => (required ? rule.required().min(1) : rule),
  });
}

/** An image set in the Studio must have its file uploaded, not just its alternative text. */
export function requireUpload(rule: ImageRule) {
  return rule.custom((value: { asset?: unknown } | undefined) =>
    value && !value.asset ? "Upload the image, or clear the alternative text." : true,
  );
}

/** An image with the alternative text screen readers announce. */
export function imageField(name: string, { title, description, required = true }: FieldText & { required?: boolean } = {}) {
  return defineField({
    name,
    title,
    description,
    type: "image",
    options: { hotspot: true },
    fields: [altTextField()],
    validation: (rule) => requireUpload(required ? rule.required() : rule),
  });
}

export function altTextField() {
  return defineField({
    name: "alt",
    title: "Alternative text",
    type: "string",
    description: "What the image shows, for visitors who cannot see it.",
    validation: (rule) => rule.required(),
  });
}

export function referenceListField(name: string, to: string, { title, description }: FieldText = {}) {
  return defineField({
    name,
    title,
    description,
    type: "array",
    of: [defineArrayMember({ type: "reference", to: [{ type: to }] })],
    validation: (rule) => rule.required().min(1).unique(),
  });
}

/** Formats a price for list previews. */
export function usd(amount: unknown): string {
  return typeof amount === "number" ? `$${amount.toLocaleString("en-US")}` : "no price";
}
