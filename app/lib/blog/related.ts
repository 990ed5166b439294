/**
 * How many related posts a post page shows (the spec's 3). Shared with the Studio, which allows at most this many
 * editors' picks.
 */
export const RELATED_POSTS_SHOWN = 3;
