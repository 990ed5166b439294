/**
 * `npm run test:bundle` (after `npm run build`): the JavaScript each page makes a first-time visitor download,
 * gzip-compressed, against the budget of docs/decisions/026-client-bundle-budget.md.
 *
 * A page's JavaScript is what the Remix build manifest (public/build/manifest-*.js) lists for it: the client entry
 * and its imports, then the root and every layout down to the page's route, each module with its imports, and the
 * chunks those import in turn (read from esbuild's metafile, build/metafile.js.json, as the browser follows them).
 * Lazy chunks (`import()`) are not counted: they load only when used.
 *
 * - A route is a page when its browser module bundles its route file; resource routes (feeds, robots.txt, the
 *   APIs) export no component and build to an empty stub, so they are skipped.
 * - A page is a form page when its route has an `action`: by the page convention a form posts to its own route.
 *   Every other page is a content page.
 * - Content pages: at most 116 KB, and no module of a validation library (zod, @conform-to/zod, …) in their JS.
 *   Form pages: at most 137 KB, and zod/mini only (full zod's schemas carry every method, so they never tree-shake).
 *   React 18 and Remix alone are 85 KB of every page: the limits are today's pages plus a little room, so
 *   a page that grows by a library fails (docs/decisions/026-client-bundle-budget.md).
 *
 * Prints one row per page and exits 1 when a page misses its budget.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** Sizes are gzip, in KB of 1,000 bytes. */
const KB = 1000;
const BUDGET = { content: 116 * KB, form: 137 * KB } as const;
/** Validation libraries no content page may load. */
const VALIDATION_LIBRARY = /(^|\/)node_modules\/(zod|@conform-to\/zod|valibot|yup|joi|superstruct|ajv)\//;
/** Full zod (its classic API), which no page may load: the browser's schemas are zod/mini. */
const FULL_ZOD = /(^|\/)node_modules\/zod\/(v4\/classic\/|v3\/|(v4\/)?index\.js$)/;

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
  hasAction: boolean;
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}
interface Metafile {
  outputs: Record<string, { imports: { path: string; kind: string }[]; inputs: Record<string, unknown>; entryPoint?: string }>;
}

const root = process.cwd();
const assets = join(root, "public", "build");
const manifestFile = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
if (!manifestFile) {
  console.error("No Remix build manifest in public/build: run `npm run build` first.");
  process.exit(1);
}
const manifest = JSON.parse(
  readFileSync(join(assets, manifestFile), "utf8")
    .replace(/^window\.__remixManifest=/, "")
    .replace(/;\s*$/, ""),
) as Manifest;
const metafile = JSON.parse(readFileSync(join(root, "build", "metafile.js.json"), "utf8")) as Metafile;

/** "/build/x.js" (the manifest's URLs) → "public/build/x.js" (the metafile's keys, relative to the project). */
const outputKey = (url: string) => join("public", url).split("\\").join("/");

/** Every file the browser loads for these URLs: the files and, transitively, the chunks they import statically. */
function closure(urls: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    if (files.has(key)) return;
    files.add(key);
    for (const imported of metafile.outputs[key]?.imports ?? []) if (imported.kind === "import-statement") visit(imported.path);
  };
  for (const url of urls) visit(outputKey(url));
  return files;
}

const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(root, file))).length;
    gzipSizes.set(file, size);
  }
  return size;
}

/** The route and its ancestors, root first. */
function chain(route: ManifestRoute): ManifestRoute[] {
  const routes: ManifestRoute[] = [];
  for (
    let current: ManifestRoute | undefined = route;
    current;
    current = current.parentId ? manifest.routes[current.parentId] : undefined
  ) {
    routes.unshift(current);
  }
  return routes;
}

const parents = new Set(Object.values(manifest.routes).map((route) => route.parentId));
/** A page: a leaf route whose browser module holds its route file (a resource route's is an empty stub). */
function isPage(route: ManifestRoute): boolean {
  if (parents.has(route.id)) return false;
  const inputs = Object.keys(metafile.outputs[outputKey(route.module)]?.inputs ?? {});
  return inputs.some((input) => input.startsWith("app/routes/"));
}

interface Row {
  route: string;
  kind: keyof typeof BUDGET;
  bytes: number;
  files: number;
  validation: string[];
  problems: string[];
}

const rows: Row[] = Object.values(manifest.routes)
  .filter(isPage)
  .map((route): Row => {
    const urls = [manifest.entry.module, ...manifest.entry.imports];
    for (const each of chain(route)) urls.push(each.module, ...(each.imports ?? []));
    const files = closure(urls);
    const bytes = [...files].reduce((sum, file) => sum + gzipSize(file), 0);
    const inputs = [...files].flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {}));
    const fullZod = inputs.some((input) => FULL_ZOD.test(input));
    const validation = [
      ...new Set(
        inputs
          .flatMap((input) => input.match(VALIDATION_LIBRARY)?.[2] ?? [])
          .map((name) => (name === "zod" && !fullZod ? "zod/mini" : name)),
      ),
    ].sort();
    const kind: Row["kind"] = route.hasAction ? "form" : "content";
    const problems: string[] = [];
    if (bytes > BUDGET[kind]) problems.push(`over the ${kind}-page budget of ${BUDGET[kind] / KB} KB`);
    if (kind === "content" && validation.length > 0) problems.push(`loads ${validation.join(", ")} without a form`);
    if (fullZod) problems.push("loads full zod: use zod/mini in modules the browser loads");
    return { route: route.id, kind, bytes, files: files.size, validation, problems };
  })
  .sort((a, b) => a.kind.localeCompare(b.kind) || b.bytes - a.bytes);

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const table = [
  ["route", "kind", "JS gzip", "budget", "files", "validation", "result"],
  ...rows.map((row) => [
    row.route,
    row.kind,
    kb(row.bytes),
    kb(BUDGET[row.kind]),
    String(row.files),
    row.validation.join(", ") || "-",
    row.problems.length ? `FAIL: ${row.problems.join("; ")}` : "ok",
  ]),
];
const widths = table[0]!.map((_, column) => Math.max(...table.map((line) => line[column]!.length)));
for (const line of table) console.log(line.map((cell, column) => cell.padEnd(widths[column]!)).join("  "));

const failed = rows.filter((row) => row.problems.length > 0);
if (failed.length > 0) {
  console.error(`\n✘ ${failed.length} of ${rows.length} pages miss the JavaScript budget (docs/decisions/026-client-bundle-budget.md)`);
  process.exit(1);
}
console.log(`\n✔ JavaScript budget: ${rows.length} pages (content ≤ ${BUDGET.content / KB} KB, form ≤ ${BUDGET.form / KB} KB gzip)`);
