import type { EmailSwipeView } from "~/lib/cms/queries/affiliates";
import { HOME_PATH } from "~/lib/declarations/paths";
import { withSwipeLink } from "~/lib/declarations/email-swipes";
import { trackingLink } from "./tracking-link";

/** A swipe as one affiliate is given it: their tracking link in place of every `{link}`. */
export interface FilledSwipe {
  key: string;
  title: string;
  kind: EmailSwipeView["kind"];
  link: string;
  subject: string;
  body: string;
}

/**
 * The programme's swipe made the affiliate's own (decision 070): a link to the home page with the swipe's kind as its
 * campaign, so their clicks say which kind of e-mail brought them, put in place of `{link}` in the subject and body.
 */
export function swipeFor(origin: string, code: string, swipe: EmailSwipeView): FilledSwipe {
  const built = trackingLink(origin, code, HOME_PATH, swipe.kind);
  // The kinds are campaign names already (lib/cms/options.ts), so the builder cannot refuse one.
  if (!("link" in built)) throw new Error(`The swipe kind ${swipe.kind} is no campaign name: ${built.error}`);
  return {
    key: swipe._key,
    title: swipe.title,
    kind: swipe.kind,
    link: built.link,
    subject: withSwipeLink(swipe.subject, built.link),
    body: withSwipeLink(swipe.body, built.link),
  };
}
