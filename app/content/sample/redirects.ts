import { ref, sampleDocument } from "~/content/sample/build/documents";

/**
 * The sample's redirects (decision 076): an old address sent on for good to a page, and a campaign's address sent for
 * now to a post by reference, so it follows the post's later renames. The sample's renamed post (its previous slug)
 * is in ./blog/manual-surf-vs-auto-surf.ts.
 */
export const PERMANENT_REDIRECT = { from: "/plans", to: "/pricing" } as const;
export const DOCUMENT_REDIRECT = { from: "/guides/surf-formats", toDocument: "post.manual-surf-vs-auto-surf" } as const;

export const redirects = [
  sampleDocument("redirect.plans", "redirect", {
    from: PERMANENT_REDIRECT.from,
    to: PERMANENT_REDIRECT.to,
    permanent: true,
    note: "The pricing page's address on the old site, still linked from forums.",
  }),
  sampleDocument("redirect.surf-formats-guide", "redirect", {
    from: DOCUMENT_REDIRECT.from,
    toDocument: ref(DOCUMENT_REDIRECT.toDocument),
    permanent: false,
    note: "The spring newsletter's link to the surf formats article, while the guides section is planned.",
  }),
];
