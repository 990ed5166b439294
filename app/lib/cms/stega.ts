import type { FilterDefault } from "@sanity/client";
import { stegaClean } from "@sanity/client/stega";

/**
 * Stega: in preview inside the Studio's Presentation tool, Sanity hides the source of each string
 * (document, field) in invisible characters, so a click on the text opens its field. Only prose
 * is encoded: these field names hold text a visitor reads and nothing the code compares, parses,
 * links to or computes with. Sanity's own filter still applies first (it skips slugs, URLs, dates,
 * ids, `seo` and `meta` objects).
 */
const PROSE_FIELDS = new Set([
  "title",
  "heading",
  "subheading",
  "tagline",
  "intro",
  "excerpt",
  "summary",
  "description",
  "text",
  "question",
  "answer",
  "quote",
  "body",
  "caption",
  "note",
  "priceNote",
]);

export const encodeProseOnly: FilterDefault = (props) => {
  const field = props.sourcePath.at(-1);
  return typeof field === "string" && PROSE_FIELDS.has(field) && props.filterDefault(props);
};

/** The value with any stega encoding removed: for meta tags, JSON-LD, feeds and anything compared. */
export function withoutStega<Value>(value: Value): Value {
  // stegaClean keeps the shape and only removes invisible characters from strings.
  return stegaClean(value) as Value;
}
