/**
 * The Sanity project this Studio edits, from SANITY_STUDIO_PROJECT_ID / SANITY_STUDIO_DATASET
 * (a .env file here works too). Schema checks and builds run without them; signing in needs them.
 */
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || "unconfigured";
export const dataset = process.env.SANITY_STUDIO_DATASET || "production";
/** The API version the site's queries are pinned to, so GROQ tried in Vision behaves the same. */
export const apiVersion = "2025-02-19";
/**
 * Where the Presentation tool opens the site beside the editor, from SANITY_STUDIO_PREVIEW_ORIGIN
 * (scheme, host and port, no path): the site's dev server by default, the deployed site in production.
 */
export const previewOrigin = process.env.SANITY_STUDIO_PREVIEW_ORIGIN || "http://localhost:3000";
