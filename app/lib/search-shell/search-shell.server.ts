import { escapeHtml as escapeForScript } from "@remix-run/server-runtime/dist/markup.js";
import { createElement } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { StaticRouter } from "react-router-dom/server.js";
import { SearchResults } from "~/components/pages/discovery/search-results";
import { bytesResponse } from "~/lib/page-cache/page-cache.server";
import type { searchPageContent } from "~/lib/page-data/discovery.server";
import { inlineScriptHash, inlineScripts } from "~/lib/security/content-security-policy.server";

/**
 * The /search page cut at what a term changes (docs/decisions/080-search-shell.md): the page is rendered in full once
 * for a term no visitor types (the shell's), and a new term fills the cuts with its own results, loader data and copies
 * of the term, so only the results are rendered per term.
 */

/** The search page's loader data. */
export type SearchPageContent = Awaited<ReturnType<typeof searchPageContent>>;

/** The route whose loader data the page inlines for hydration. */
export const SEARCH_ROUTE_ID = "routes/_site.search";
/** The term the shell is rendered for: found nowhere, so its page lists no hits. */
export const SHELL_QUERY = "zqshellzq";
/**
 * The shell's query string: its term with the first letter percent-encoded, so the page's copies of the address as
 * asked (the search form's `action`) are told apart from its copies of the term.
 */
export const SHELL_SEARCH = "?q=%7Aqshellzq";
export const SHELL_PATH = `/search${SHELL_SEARCH}`;

/** The start of the script in which Remix inlines the loader data (`<Scripts>`, without single fetch). */
const CONTEXT_SCRIPT_START = "window.__remixContext = ";

/** What fills a cut: the results' HTML, the route's data in the context script, the term, or the query string as asked. */
type Slot = { fill: "results" } | { fill: "data" } | { fill: "query" | "search"; inScript: boolean };
type Piece = { text: string; bytes: Uint8Array } | Slot;

export interface SearchShell {
  status: number;
  /** The shell's headers but the policy: what a render of any term sends. */
  headers: readonly [name: string, value: string][];
  /** The shell's Content-Security-Policy, naming the hashes of `scripts` as they are for the shell's term. */
  policy: string;
  pieces: readonly Piece[];
  /** Inline scripts that hold a cut (`pieces[from…to)`), and their hash in `policy`, recomputed per term. */
  scripts: readonly { from: number; to: number; shellHash: string }[];
}

const utf8 = new TextEncoder();

/** The term's results as the page renders them, links resolved against `location` (the page's path and query). */
export function renderSearchResults(location: string, { query, searched, results }: SearchPageContent): string {
  // eslint-disable-next-line no-restricted-syntax -- the router's location, not a Location header
  return renderToString(createElement(StaticRouter, { location }, createElement(SearchResults, { query, searched, results })));
}

/** Where `needle` is in `html`, when it is there exactly once. */
function onlyPlace(html: string, needle: string, what: string, from = 0): number {
  const at = html.indexOf(needle, from);
  if (at < 0 || html.indexOf(needle, at + 1) >= 0) throw new Error(`the shell's ${what} is not in its page exactly once`);
  return at;
}

function everyPlace(html: string, needle: string): number[] {
  const places: number[] = [];
  for (let at = html.indexOf(needle); at >= 0; at = html.indexOf(needle, at + needle.length)) places.push(at);
  return places;
}

/**
 * Cuts the page rendered for SHELL_PATH. Throws when the page is not as the cuts expect (no inlined data, the results
 * not found once), in which case searches are rendered in full.
 */
export function cutSearchShell(html: string, status: number, headers: readonly [string, string][]): SearchShell {
  const scripts = inlineScripts(html);
  const context = scripts.find((script) => html.startsWith(CONTEXT_SCRIPT_START, script.textStart));
  if (!context || html[context.textEnd - 1] !== ";") throw new Error("the shell's page inlines no loader data");
  const handoff = JSON.parse(html.slice(context.textStart + CONTEXT_SCRIPT_START.length, context.textEnd - 1)) as {
    state?: { loaderData?: Record<string, SearchPageContent> };
  };
  const data = handoff.state?.loaderData?.[SEARCH_ROUTE_ID];
  if (!data?.searched) throw new Error("the shell's page has no search results");
  const dataText = escapeForScript(JSON.stringify(data));
  const dataEntry = `"${SEARCH_ROUTE_ID}":${dataText}`;
  const dataStart = onlyPlace(html, dataEntry, "loader data", context.textStart) + dataEntry.length - dataText.length;
  const results = renderSearchResults(SHELL_PATH, data);
  const resultsStart = onlyPlace(html, results, "results");

  const cuts: { start: number; end: number; slot: Slot }[] = [
    { start: dataStart, end: dataStart + dataText.length, slot: { fill: "data" } },
    { start: resultsStart, end: resultsStart + results.length, slot: { fill: "results" } },
  ];
  const inCut = (at: number) => cuts.some((cut) => at >= cut.start && at < cut.end);
  const scriptAt = (at: number) => scripts.find((script) => at >= script.textStart && at < script.textEnd);
  for (const [fill, text] of [
    ["query", SHELL_QUERY],
    ["search", SHELL_SEARCH],
  ] as const) {
    for (const at of everyPlace(html, text).filter((place) => !inCut(place))) {
      cuts.push({ start: at, end: at + text.length, slot: { fill, inScript: scriptAt(at) !== undefined } });
    }
  }
  cuts.sort((a, b) => a.start - b.start);

  // The scripts holding a cut start and end a piece, so their text can be put together again to hash it.
  const cutScripts = scripts.filter((script) => script.runs && cuts.some((cut) => scriptAt(cut.start) === script));
  const bounds = [...new Set([0, html.length, ...cutScripts.flatMap((script) => [script.textStart, script.textEnd])])];
  const pieces: Piece[] = [];
  const pieceAt = new Map<number, number>();
  const addText = (start: number, end: number) => {
    for (const stop of [...bounds.filter((at) => at >= start && at < end), end].sort((a, b) => a - b)) {
      if (stop > start) {
        const text = html.slice(start, stop);
        pieces.push({ text, bytes: utf8.encode(text) });
        start = stop;
      }
      if (bounds.includes(stop)) pieceAt.set(stop, pieces.length);
    }
  };
  let position = 0;
  for (const cut of cuts) {
    addText(position, cut.start);
    pieces.push(cut.slot);
    position = cut.end;
  }
  addText(position, html.length);

  const policy = headers.find(([name]) => name === "content-security-policy")?.[1] ?? "";
  return {
    status,
    headers: headers.filter(([name]) => name !== "content-security-policy"),
    policy,
    pieces,
    scripts: cutScripts.map((script) => {
      const shellHash = inlineScriptHash(html.slice(script.textStart, script.textEnd));
      onlyPlace(policy, shellHash, "script's hash");
      return { from: pieceAt.get(script.textStart)!, to: pieceAt.get(script.textEnd)!, shellHash };
    }),
  };
}

/** What `slot` holds for one term. */
function slotText(slot: Slot, fills: Record<"results" | "data" | "query" | "search", string>): string {
  if (slot.fill === "results" || slot.fill === "data") return fills[slot.fill];
  const value = fills[slot.fill];
  // In a script, a JSON string as Remix inlines data; elsewhere, text or an attribute as React escapes it.
  return slot.inScript ? escapeForScript(JSON.stringify(value).slice(1, -1)) : renderToStaticMarkup(value);
}

/**
 * The page for a term: `search` is the query string as asked (`?q=…`), `data` the search page's loader data for it.
 * Byte for byte what a full render of the same address gives.
 */
export function fillSearchShell(shell: SearchShell, pathname: string, search: string, data: SearchPageContent): Response {
  const fills = {
    results: renderSearchResults(`${pathname}${search}`, data),
    data: escapeForScript(JSON.stringify(data)),
    query: data.query,
    search,
  };
  const texts = shell.pieces.map((piece) => ("fill" in piece ? slotText(piece, fills) : piece.text));
  const parts = shell.pieces.map((piece, index) => ("fill" in piece ? utf8.encode(texts[index]) : piece.bytes));
  const body = new Uint8Array(parts.reduce((total, part) => total + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    body.set(part, offset);
    offset += part.byteLength;
  }
  let policy = shell.policy;
  for (const script of shell.scripts) {
    policy = policy.replace(script.shellHash, inlineScriptHash(texts.slice(script.from, script.to).join("")));
  }
  const headers = new Headers(shell.headers as [string, string][]);
  if (policy) headers.set("Content-Security-Policy", policy);
  return bytesResponse(body, { status: shell.status, headers });
}
