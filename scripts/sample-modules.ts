/**
 * The list of the sample dataset's modules (app/content/sample/modules.ts), written from the folder by
 * `npm run cms:export` so a new module there (a new kind's sample documents) needs no hand-kept line: the site's
 * build (Remix's esbuild compiler) cannot list a folder at run time. Pure, so a test can check the committed list is current.
 */
import { readdirSync } from "node:fs";

export const SAMPLE_DIR = "app/content/sample";
export const SAMPLE_MODULES_FILE = `${SAMPLE_DIR}/modules.ts`;

/** The folder's own wiring, not sample documents. */
const NOT_SAMPLES = new Set(["index.ts", "modules.ts"]);

const camelCase = (name: string) => name.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

export function sampleModulesSource(): string {
  const names = readdirSync(SAMPLE_DIR)
    .filter((file) => file.endsWith(".ts") && !NOT_SAMPLES.has(file))
    .map((file) => file.slice(0, -".ts".length))
    .toSorted();
  return [
    "// Written by `npm run cms:export` from the modules of this folder (scripts/sample-modules.ts): do not edit.",
    ...names.map((name) => `export * as ${camelCase(name)} from "./${name}";`),
    "",
  ].join("\n");
}
