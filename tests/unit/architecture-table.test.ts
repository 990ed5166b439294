import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SITE_PAGES } from "~/lib/declarations/site-pages";
import { ARCHITECTURE_FILE, withPagesTable } from "../../scripts/docs/pages-table";

describe("the pages table in docs/architecture.md", () => {
  const doc = readFileSync(ARCHITECTURE_FILE, "utf8");

  it("is the table the declarations give (run `npm run docs:pages` after changing app/lib/declarations/site-pages.ts)", async () => {
    expect(await withPagesTable(doc)).toBe(doc);
  });

  it("has a row for every declared page, naming its address and route module", () => {
    const rows = doc.split("\n").filter((line) => line.startsWith("| `/"));
    for (const page of SITE_PAGES)
      expect(
        rows.some((line) => new RegExp(`^\\| \`${page.path}\` +\\| \`routes/${page.route.replaceAll("$", "\\$")}\\.tsx\``).test(line)),
        page.path,
      ).toBe(true);
  });

  it("is refused where its markers are missing, rather than written nowhere", async () => {
    await expect(withPagesTable("# Architecture\n")).rejects.toThrow(/markers/);
  });
});
