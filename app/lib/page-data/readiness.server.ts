import { json } from "@remix-run/node";
import { PRIVATE_NO_STORE } from "~/lib/cache-control";
import { cms } from "~/lib/cms/client/cms.server";
import { readCmsEnv, sanityProject } from "~/lib/cms/client/config.server";
import { mustHaveDocumentsQuery } from "~/lib/cms/queries/must-have";
import { searchDocumentsQuery } from "~/lib/cms/queries/search";
import { logEvent } from "~/lib/core/log.server";
import { FIXED_PAGE_SLUGS } from "~/lib/declarations/page-slugs";
import { siteSearch } from "~/lib/search-index.server";
import { databaseReachable } from "~/lib/storage/reachable.server";

/**
 * Whether this instance can serve the site (docs/decisions/052-readiness-and-must-have-content.md): the documents it
 * cannot do without were read from the CMS, and the warm-up (the search index) is done. Until then /readyz answers
 * 503 so a load balancer sends visitors elsewhere, and while those documents are known to be missing every page
 * answers 503 (app/lib/page-data/cms-reads.server.ts) rather than 404.
 */

/** How often, at most, the CMS is asked again while the must-have documents are not known to be there. */
const RECHECK_AFTER_MS = 5_000;

/** `present`: read from the CMS; `missing`: the CMS answered without them; `unknown`: it did not answer (in time). */
export type MustHaveContent = "present" | "missing" | "unknown";

let seen = false;
let lastCheck: { content: Exclude<MustHaveContent, "present">; at: number } | null = null;
let missingLogged = false;
let warmedUp = false;

/**
 * Once the must-have documents have been read they count as there for good: from then on a fault, an empty answer
 * included, keeps the last good content (decision 029). Before that the CMS is asked, within the request's deadline.
 */
export async function mustHaveContent(): Promise<MustHaveContent> {
  if (seen) return "present";
  if (lastCheck && Date.now() - lastCheck.at < RECHECK_AFTER_MS) return lastCheck.content;
  const content = await checkMustHaveContent();
  if (content === "present") seen = true;
  else lastCheck = { content, at: Date.now() };
  return content;
}

async function checkMustHaveContent(): Promise<MustHaveContent> {
  let found: { siteSettings: boolean; fixedPages: readonly string[] } | null;
  try {
    found = await cms.check(mustHaveDocumentsQuery, { slugs: FIXED_PAGE_SLUGS });
  } catch {
    // Down, hung or answering nonsense: pages take their fallbacks (decision 029) and readiness waits.
    return "unknown";
  }
  // One fixed page missing is that page's fault (a 503 of its own, cms-reads.server.ts); without the site settings,
  // which every page and feed reads, or without any fixed page, this is not the site's content.
  if (found?.siteSettings && found.fixedPages.length > 0) return "present";
  const missingPages = FIXED_PAGE_SLUGS.filter((slug) => !found?.fixedPages.includes(slug));
  if (!missingLogged) {
    missingLogged = true;
    logEvent("error", { event: "cms.content_missing", message: missingContentMessage(found?.siteSettings ?? false, missingPages) });
  }
  return "missing";
}

/** The one log line saying what came back empty, from where, and what to check. */
function missingContentMessage(siteSettings: boolean, missingPages: readonly string[]): string {
  const config = readCmsEnv(process.env);
  const project = sanityProject(config);
  const nothing = !siteSettings && missingPages.length === FIXED_PAGE_SLUGS.length;
  const what = [
    siteSettings ? null : "site settings",
    missingPages.length > 0 ? `${missingPages.length} of ${FIXED_PAGE_SLUGS.length} fixed pages` : null,
  ].filter(Boolean);
  const where = project ? `project ${project.projectId} dataset ${project.dataset}` : "the sample dataset";
  const check = !nothing
    ? "publish them in the Studio (visitors read published documents only)"
    : config.SANITY_API_READ_TOKEN
      ? "check SANITY_DATASET, and that SANITY_API_READ_TOKEN may read that dataset"
      : "check SANITY_DATASET; a private dataset also needs SANITY_API_READ_TOKEN";
  return `${what.join(" and ")} came back empty from ${where} with perspective published: ${check}. Pages answer 503 until they are there.`;
}

/**
 * What server/index.js runs once it listens: the must-have check, then the search index. With the sample (or a
 * dataset file) the one query of every searchable document runs groq-js on the main thread, which would hold up
 * every request for as long as it runs (a second or more at 20× the sample); built here, before the instance is
 * ready, no visitor waits for it. A failure only leaves the index to be built on first use.
 */
export async function warmUp(): Promise<void> {
  try {
    if ((await mustHaveContent()) !== "missing") await siteSearch.built(await cms.fetch(searchDocumentsQuery), { published: true });
  } finally {
    warmedUp = true;
  }
}

/**
 * GET /healthz: 200 `{ alive: true }` from any process that can answer, reading neither the database nor the CMS, so a
 * database or CMS outage never gets healthy processes restarted (/readyz says whether to send them visitors).
 */
export function livenessAnswer(): Response {
  return json({ alive: true }, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
}

/**
 * GET /readyz, for load balancers: 200 `{ ready: true }` once the content is there, the warm-up done and the database
 * answers; else 503 with which of them it waits for. Never cached.
 */
export async function readinessAnswer(): Promise<Response> {
  const [content, reachable] = await Promise.all([mustHaveContent(), databaseReachable()]);
  const ready = content === "present" && warmedUp && reachable;
  const waitingFor = { content, warmUp: warmedUp ? "done" : "running", database: reachable ? "reachable" : "unreachable" };
  return json(ready ? { ready } : { ready, ...waitingFor }, {
    status: ready ? 200 : 503,
    headers: { "Cache-Control": PRIVATE_NO_STORE },
  });
}
