/**
 * An e-mail swipe's one placeholder (decision 070): `{link}` in a swipe's subject or body stands for the affiliate's
 * own tracking link, filled in on their dashboard. Shared with the Studio, which refuses a body without it and any
 * other placeholder; prices (`{price:<slug>}`) are tokens, not placeholders, and are resolved like on every page.
 */

export const SWIPE_LINK_PLACEHOLDER = "{link}";
/** Longer subjects are cut short in an inbox, and some safelists refuse them. */
export const SWIPE_SUBJECT_MAX_LENGTH = 100;
/** About 300 words: the size of a mailer post, and under the limits safelists and viral mailers set on a message. */
export const SWIPE_BODY_MAX_LENGTH = 2000;

/** A `{name}` a marketer may take for a placeholder; a token has a colon and is none. */
const PLACEHOLDER_LIKE = /\{[A-Za-z][A-Za-z0-9]*\}/g;

/**
 * What stops a swipe's text from working as written, or null: a placeholder other than `{link}` (it would reach the
 * affiliate's readers as typed), or, where the link is required (the body), no `{link}` at all (the mail would credit
 * nobody).
 */
export function swipeTextProblem(text: string, { linkRequired }: { linkRequired: boolean }): string | null {
  const others = [...new Set(text.match(PLACEHOLDER_LIKE) ?? [])].filter((placeholder) => placeholder !== SWIPE_LINK_PLACEHOLDER);
  if (others.length > 0)
    return `${others.join(", ")} is not filled in: a swipe's only placeholder is ${SWIPE_LINK_PLACEHOLDER}, the affiliate's tracking link.`;
  if (linkRequired && !text.includes(SWIPE_LINK_PLACEHOLDER))
    return `Put ${SWIPE_LINK_PLACEHOLDER} where the affiliate's tracking link goes: without it the e-mail credits nobody.`;
  return null;
}

/** The text with every `{link}` replaced by the affiliate's link, and nothing else changed. */
export function withSwipeLink(text: string, link: string): string {
  return text.replaceAll(SWIPE_LINK_PLACEHOLDER, link);
}
