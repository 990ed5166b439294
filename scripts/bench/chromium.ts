/**
 * The browser side shared by `npm run lighthouse` and `npm run trace`: the system Chromium, started headless as both
 * measure with it, and the pages they measure.
 */
import type { SanityDocumentLike } from "../../app/lib/cms/transports/local.server";
import { launch } from "chrome-launcher";
import { firstPostSlug, longestPostSlug } from "./scale-dataset";

export const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";

/** Headless Chromium with a DevTools port (`.port`); the caller kills it. */
export function launchChromium(): ReturnType<typeof launch> {
  return launch({ chromePath: CHROME_PATH, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
}

/** The pages held to the phone budget (issue targets). */
export function measuredPages(documents: readonly SanityDocumentLike[]): string[] {
  // The longest post is the page hydration cost most (decision 079); in the sample it is also the first post.
  return [
    ...new Set([
      "/home",
      "/pricing",
      "/blog",
      `/blog/${firstPostSlug(documents)}`,
      "/sites-for-sale",
      `/blog/${longestPostSlug(documents)}`,
    ]),
  ];
}
