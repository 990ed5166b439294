/**
 * The Sanity project this Studio edits, from SANITY_STUDIO_PROJECT_ID / SANITY_STUDIO_DATASET
 * (a .env file here works too). Schema checks and builds run without them; signing in needs them.
 */
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || "unconfigured";
export const dataset = process.env.SANITY_STUDIO_DATASET || "production";
/** The API version the site's queries are pinned to, so GROQ tried in Vision behaves the same. */
export const apiVersion = "2025-02-19";
