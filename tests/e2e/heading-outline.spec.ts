import { expect, test } from "@playwright/test";
import { followSitemaps } from "./sitemaps";

// Every public page's headings step down one level at a time (h1 → h2 → h3), so a screen reader's outline has no
// gaps: rich text without a heading of its own starts at h2 (WCAG 1.3.1).
test("no page of the sitemap skips a heading level", async ({ request }) => {
  const { pages: paths } = await followSitemaps(async (path) => (await request.get(path)).text());
  expect(paths.length).toBeGreaterThan(60);
  const skips: string[] = [];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const levels = [...html.matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));
    expect(levels[0], path).toBe(1);
    levels.forEach((level, index) => {
      if (index > 0 && level > levels[index - 1]! + 1) skips.push(`${path}: h${levels[index - 1]} → h${level}`);
    });
  }
  expect(skips).toEqual([]);
});
