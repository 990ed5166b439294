/**
 * The redirect map (decision 076): every address the site answers with a redirect instead of its 404, from the
 * editors' redirect documents and the documents' slug history, each collapsed to its last hop so a visitor is sent
 * once. Built once per content version; a lookup is one `Map.get`. Plain functions: the Studio checks a redirect for
 * loops with the same code.
 */
import { documentPath, fromPathProblem, redirectKey, redirectTarget, type RedirectSource } from "./redirect-rules";

/** What the redirect query reads: the redirect documents newest first, every document served at its own page, the allowed hosts. */
export interface RedirectData {
  redirects: readonly RedirectSource[];
  documents: readonly { _id: string; _type: string; slug?: string | null; previousSlugs?: readonly string[] | null }[];
  allowedHosts: readonly string[];
}

export interface RedirectRule {
  /** A path of the site (with its own query, if any) or a URL on an allowed host. */
  target: string;
  permanent: boolean;
}

/** A document that starts no redirect, and why (logged once per content version by the site, shown by the Studio). */
export interface IgnoredRedirect {
  id: string;
  from: string;
  reason: string;
  /** The addresses it goes round, when it is ignored for a loop. */
  loop?: readonly string[];
}

interface Hop extends RedirectRule {
  id: string;
  from: string;
}

/** Same-site paths are parsed against this; only their path, query and fragment are kept. */
const SITE_BASE = "http://site.invalid";

/** `target` with the query parameters of `search` it does not set itself (the visitor's `utm_…` survive a redirect). */
export function withVisitorQuery(target: string, search: string): string {
  if (search === "" || search === "?") return target;
  const url = new URL(target, SITE_BASE);
  for (const [name, value] of new URLSearchParams(search)) if (!url.searchParams.has(name)) url.searchParams.append(name, value);
  return target.startsWith("/") ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** The redirects editors wrote, newest first: a bad one, one shadowed by a page, or an older one for the same address is ignored. */
function editorsHops(data: RedirectData, live: ReadonlySet<string>, ignore: (ignored: IgnoredRedirect) => void): Map<string, Hop> {
  const hops = new Map<string, Hop>();
  for (const source of data.redirects) {
    const from = source.from ?? "";
    const skip = (reason: string) => ignore({ id: source._id, from, reason });
    const fromProblem = fromPathProblem(from);
    if (fromProblem) {
      skip(fromProblem);
      continue;
    }
    const key = redirectKey(from);
    const newer = hops.get(key);
    if (newer) {
      skip(`a newer redirect (${newer.id}) starts at the same address`);
      continue;
    }
    if (live.has(key)) {
      skip("a published page has this address, and a page is never redirected");
      continue;
    }
    const target = redirectTarget(source, data.allowedHosts);
    if ("problem" in target) skip(target.problem);
    else hops.set(key, { id: source._id, from, target: target.target, permanent: source.permanent !== false });
  }
  return hops;
}

/** A document's previous slugs, each its old address, lead to its page for good, unless a page or an editor's redirect has it now. */
function slugHistoryHops(data: RedirectData, live: ReadonlySet<string>, hops: Map<string, Hop>): void {
  for (const document of data.documents) {
    const page = documentPath(document._type, document.slug);
    if (!page) continue;
    for (const previous of document.previousSlugs ?? []) {
      const from = documentPath(document._type, previous);
      const key = from && !fromPathProblem(from) ? redirectKey(from) : null;
      if (from && key && !live.has(key) && !hops.has(key)) hops.set(key, { id: document._id, from, target: page, permanent: true });
    }
  }
}

/** Where a visitor at `start` ends after every hop (queries carried along; permanent only if every hop is), or the loop it is caught in. */
function followed(start: string, hops: ReadonlyMap<string, Hop>): RedirectRule | { loop: string[] } {
  const first = hops.get(start)!;
  let { target, permanent } = first;
  const seen = [start];
  while (target.startsWith("/")) {
    const [address = ""] = target.split("#", 1);
    const queryAt = address.includes("?") ? address.indexOf("?") : address.length;
    const key = redirectKey(address.slice(0, queryAt));
    const next = hops.get(key);
    if (!next) break;
    if (seen.includes(key)) return { loop: [...seen.map((visited) => hops.get(visited)!.from), next.from] };
    seen.push(key);
    target = withVisitorQuery(next.target, address.slice(queryAt));
    permanent &&= next.permanent;
  }
  return { target, permanent };
}

/**
 * The map from an address's key (redirectKey) to where it leads in one hop. A chain (a → b → c) becomes a → c; an
 * address whose chain comes back to itself, or runs into such a loop, leads nowhere and is reported, so no loop is
 * ever served. Editors' redirects win over slug history; a published page's address is never redirected.
 */
export function buildRedirectMap(data: RedirectData, ignore: (ignored: IgnoredRedirect) => void): ReadonlyMap<string, RedirectRule> {
  const live = new Set(data.documents.flatMap(({ _type, slug }) => documentPath(_type, slug) ?? []).map(redirectKey));
  const hops = editorsHops(data, live, ignore);
  slugHistoryHops(data, live, hops);
  const rules = new Map<string, RedirectRule>();
  for (const [key, hop] of hops) {
    const rule = followed(key, hops);
    if ("loop" in rule)
      ignore({ id: hop.id, from: hop.from, reason: `its redirects go round in a loop: ${rule.loop.join(" → ")}`, loop: rule.loop });
    else rules.set(key, rule);
  }
  return rules;
}

/** Where a request for `url` is sent instead of a 404, with its query kept; null when nowhere. */
export function redirectFor(rules: ReadonlyMap<string, RedirectRule>, url: URL): { target: string; status: 301 | 302 } | null {
  const rule = rules.get(redirectKey(url.pathname));
  return rule ? { target: withVisitorQuery(rule.target, url.search), status: rule.permanent ? 301 : 302 } : null;
}
