import { listingPath, modificationPath } from "~/lib/declarations/paths";
import { SUPPORT_TOPICS } from "./support-topics";

/** The first line of the message for links that name what they are about. */
const REFERRING_ITEMS: Record<string, (slug: string) => string> = {
  listing: (slug) => `About the site for sale ${listingPath(slug)}: `,
  mod: (slug) => `About the modification ${modificationPath(slug)}: `,
  item: (slug) => `About the design "${slug}": `,
};

/**
 * Prefill of the support form from links elsewhere on the site (/support?topic=site-purchase&
 * listing=surfdrift): a known topic, and a first line naming the item. Unknown values are ignored.
 */
export function supportPrefill(searchParams: URLSearchParams): Record<string, string> {
  const defaults: Record<string, string> = {};
  const topic = searchParams.get("topic");
  if (topic && SUPPORT_TOPICS.some((option) => option.value === topic)) defaults.topic = topic;
  for (const [param, firstLine] of Object.entries(REFERRING_ITEMS)) {
    const slug = searchParams.get(param);
    if (slug && /^[a-z0-9-]{1,96}$/.test(slug)) defaults.message = firstLine(slug);
  }
  return defaults;
}
