/**
 * Builders for the bundled sample dataset. Documents come out exactly as Sanity stores them
 * (`_id`, `_type`, `slug.current`, `_createdAt` / `_updatedAt`), so groq-js runs the production GROQ
 * over them and `npm run cms:export` can write them to NDJSON for `sanity dataset import`.
 */

/** When the sample dataset was first written; documents edited later set their own `updatedAt`. */
const SAMPLE_CREATED_AT = "2025-01-06T09:00:00Z";

export interface SampleSeo {
  title: string;
  description: string;
  keywords?: string[];
  /** Thank-you and operator-only pages stay out of search engines. */
  noIndex?: boolean;
}

export interface SamplePageInput {
  slug: string;
  /** Name of the page in lists, breadcrumbs and the Studio. */
  title: string;
  /** The page's one h1. */
  heading: string;
  /** Lead paragraph under the heading. */
  intro: string;
  seo: SampleSeo;
  updatedAt?: string;
}

export function samplePage({ slug, title, heading, intro, seo, updatedAt }: SamplePageInput) {
  return {
    _id: `page.${slug}`,
    _type: "page",
    _createdAt: SAMPLE_CREATED_AT,
    _updatedAt: updatedAt ?? SAMPLE_CREATED_AT,
    _rev: "sample",
    title,
    slug: { _type: "slug", current: slug },
    heading,
    intro,
    seo: { _type: "seo", ...seo },
  };
}

export function sampleDocument<Fields extends Record<string, unknown>>(_id: string, _type: string, fields: Fields) {
  return { _id, _type, _createdAt: SAMPLE_CREATED_AT, _updatedAt: SAMPLE_CREATED_AT, _rev: "sample", ...fields };
}

/** A reference to another sample document. */
export function ref(_id: string) {
  return { _type: "reference" as const, _ref: _id };
}

/** Items of an array of objects, each with the `_key` Sanity requires (stable: derived from position). */
export function keyed<Item extends object>(prefix: string, items: readonly Item[]) {
  return items.map((item, index) => ({ _key: `${prefix}${index + 1}`, ...item }));
}

/** References in an array, keyed. */
export function refs(prefix: string, ids: readonly string[]) {
  return keyed(prefix, ids.map(ref));
}
