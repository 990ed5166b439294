/**
 * The body of the 503 a loader throws when content the site cannot do without could not be read (not prices): the
 * error screen, in the browser too, tells visitors which it was (app/components/errors/route-error.tsx).
 */
export const CONTENT_UNAVAILABLE = "Content Unavailable";

/** The body of the 503 the console answers while the site's database cannot be read (its operators and sessions are rows). */
export const DATABASE_UNAVAILABLE = "Database Unavailable";
