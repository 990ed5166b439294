/**
 * Part of `npm run build`, before the pre-compression: marks the scripts every page runs at start (the client entry's
 * static imports: React, React DOM, Remix and esbuild's runtime) with V8's explicit compile hint
 * `//# allFunctionsCalledOnLoad`. Chromium then compiles all their functions while the file streams in, on a background
 * thread, instead of each function on the main thread when first called: React DOM's and Remix's CommonJS bodies were
 * compiled inside the task that evaluates the page's modules (docs/decisions/082-main-thread-on-a-phone.md). Browsers
 * without the hint read a comment.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const HINT = "//# allFunctionsCalledOnLoad\n";

interface Metafile {
  outputs: Record<string, { imports: { path: string; kind: string }[]; entryPoint?: string }>;
}

const root = process.cwd();
const metafile = JSON.parse(readFileSync(join(root, "build", "metafile.js.json"), "utf8")) as Metafile;
const entry = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === "app/entry.client.tsx");
if (!entry) throw new Error("The client entry is not in build/metafile.js.json: run `remix build` first.");

let hinted = 0;
for (const { path, kind } of entry[1].imports) {
  if (kind !== "import-statement") continue;
  const file = join(root, path);
  const body = readFileSync(file, "utf8");
  if (body.startsWith(HINT)) continue;
  writeFileSync(file, HINT + body);
  hinted += 1;
}
console.info(`Compile hints on the ${hinted} scripts the client entry imports`);
