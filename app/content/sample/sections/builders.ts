import { keyed, refs } from "~/content/sample/build/documents";
import type { PageBlockKey } from "~/lib/cms/options";
import type { sampleImage } from "~/content/sample/build/images";

type SampleImage = ReturnType<typeof sampleImage>;

/**
 * Builders for page sections in the sample dataset, shaped as the Studio stores them
 * (cms-schemas/schemaTypes/sections.ts). `key` must be unique within its page.
 */

export interface Cta {
  label: string;
  href: string;
}

const cta = (button: Cta) => ({ _type: "cta" as const, ...button });

export function hero(
  key: string,
  fields: { eyebrow?: string; heading: string; subheading?: string; primaryCta: Cta; secondaryCta?: Cta; image?: SampleImage },
) {
  const { primaryCta, secondaryCta, ...text } = fields;
  return {
    _key: key,
    _type: "hero" as const,
    ...text,
    primaryCta: cta(primaryCta),
    ...(secondaryCta ? { secondaryCta: cta(secondaryCta) } : {}),
  };
}

/** Paragraphs of plain text (a blank line between them) as Portable Text blocks. */
export function paragraphs(key: string, text: string) {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph, index) => ({
      _key: `${key}p${index + 1}`,
      _type: "block" as const,
      style: "normal" as const,
      markDefs: [],
      children: [{ _key: `${key}p${index + 1}s1`, _type: "span" as const, text: paragraph.trim(), marks: [] }],
    }));
}

/** A bulleted list as Portable Text blocks. */
export function bullets(key: string, items: string[]) {
  return items.map((item, index) => ({
    _key: `${key}b${index + 1}`,
    _type: "block" as const,
    style: "normal" as const,
    listItem: "bullet" as const,
    level: 1,
    markDefs: [],
    children: [{ _key: `${key}b${index + 1}s1`, _type: "span" as const, text: item, marks: [] }],
  }));
}

/** A heading block (h3) inside rich text. */
export function subheading(key: string, text: string) {
  return {
    _key: key,
    _type: "block" as const,
    style: "h3" as const,
    markDefs: [],
    children: [{ _key: `${key}s1`, _type: "span" as const, text, marks: [] }],
  };
}

export function richText(key: string, heading: string | undefined, body: object[]) {
  return { _key: key, _type: "richText" as const, ...(heading ? { heading } : {}), body };
}

export function featureGrid(key: string, heading: string, intro: string | undefined, featureIds: string[]) {
  return { _key: key, _type: "featureGrid" as const, heading, ...(intro ? { intro } : {}), features: refs("f", featureIds) };
}

export function pricingTable(key: string, heading: string, intro: string | undefined, tierIds: string[]) {
  return { _key: key, _type: "pricingTable" as const, heading, ...(intro ? { intro } : {}), tiers: refs("t", tierIds) };
}

export function testimonials(key: string, heading: string, intro: string | undefined, testimonialIds: string[]) {
  return { _key: key, _type: "testimonials" as const, heading, ...(intro ? { intro } : {}), testimonials: refs("q", testimonialIds) };
}

export function faqList(key: string, heading: string, intro: string | undefined, faqIds: string[]) {
  return { _key: key, _type: "faqList" as const, heading, ...(intro ? { intro } : {}), faqs: refs("a", faqIds) };
}

export function stats(key: string, heading: string | undefined, items: { value: string; label: string }[]) {
  return {
    _key: key,
    _type: "stats" as const,
    ...(heading ? { heading } : {}),
    items: keyed(
      "s",
      items.map((item) => ({ _type: "stat" as const, ...item })),
    ),
  };
}

export function steps(key: string, heading: string, intro: string | undefined, items: { title: string; description: string }[]) {
  return {
    _key: key,
    _type: "steps" as const,
    heading,
    ...(intro ? { intro } : {}),
    items: keyed(
      "st",
      items.map((item) => ({ _type: "step" as const, ...item })),
    ),
  };
}

export function comparisonTable(
  key: string,
  heading: string,
  intro: string | undefined,
  columns: string[],
  rows: { label: string; values: string[] }[],
) {
  return {
    _key: key,
    _type: "comparisonTable" as const,
    heading,
    ...(intro ? { intro } : {}),
    columns,
    rows: keyed(
      "r",
      rows.map((row) => ({ _type: "comparisonRow" as const, ...row })),
    ),
  };
}

export function callToAction(key: string, fields: { heading: string; body?: string; primaryCta: Cta; secondaryCta?: Cta }) {
  const { primaryCta, secondaryCta, ...text } = fields;
  return {
    _key: key,
    _type: "callToAction" as const,
    ...text,
    primaryCta: cta(primaryCta),
    ...(secondaryCta ? { secondaryCta: cta(secondaryCta) } : {}),
  };
}

/** Where the page's own content goes (cards, a form, logins), with its heading; unset fields keep the page's defaults. */
export function pageBlock(block: PageBlockKey, copy: { heading?: string; intro?: string; linkLabel?: string } = {}) {
  return { _key: `block-${block}`, _type: "pageBlock" as const, block, ...copy };
}
