/**
 * The table of the site's pages in docs/architecture.md ("Every page"), rendered from the declarations in
 * app/lib/declarations/site-pages.ts: `npm run docs:pages` writes it between its markers, and tests/unit/architecture-table.test.ts
 * fails while the committed table differs from what the declarations say.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import type { SitePage } from "../../app/lib/declarations/fixed-pages";
import { SITE_PAGES } from "../../app/lib/declarations/site-pages";

export const ARCHITECTURE_FILE = fileURLToPath(new URL("../../docs/architecture.md", import.meta.url));
const START = "<!-- pages-table:start (npm run docs:pages writes this table from app/lib/declarations/site-pages.ts) -->";
const END = "<!-- pages-table:end -->";

const code = (text: string) => `\`${text}\``;

function row(page: SitePage): string {
  return [
    code(page.path),
    code(`routes/${page.route}.tsx`),
    `${code(page.pageData)} in ${code(`page-data/${page.kind}.server.ts`)}`,
    `${code(page.component)} in ${code(`components/pages/${page.kind}/`)}`,
    page.cmsType ? code(page.cmsType) : "none",
    page.seo ? code(page.seo) : "its own",
  ].join(" | ");
}

/** The markdown table: one row per declared page, fixed pages first, in the declarations' order. */
export function pagesTable(): string {
  return [
    "| URL | route | page data | component | CMS type | SEO builder |",
    "| --- | --- | --- | --- | --- | --- |",
    ...SITE_PAGES.map((page) => `| ${row(page)} |`),
  ].join("\n");
}

/**
 * `text` with the table between the markers replaced by the current one, formatted as the repository's Prettier
 * writes it (so `npm run lint` and this agree); throws when the markers are missing.
 */
export async function withPagesTable(text: string): Promise<string> {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/architecture.md has no ${START} … ${END} markers`);
  const replaced = `${text.slice(0, start + START.length)}\n\n${pagesTable()}\n\n${text.slice(end)}`;
  return format(replaced, { ...(await resolveConfig(ARCHITECTURE_FILE)), filepath: ARCHITECTURE_FILE });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(ARCHITECTURE_FILE, await withPagesTable(readFileSync(ARCHITECTURE_FILE, "utf8")));
  console.log("docs/architecture.md: the pages table is current");
}
