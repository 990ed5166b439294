import { expect, test } from "@playwright/test";
import { REPRICED } from "./edited-dataset";
import { followSitemaps } from "./sitemaps";

// A server on a copy of the sample where one tier costs $379 instead of $349 (playwright.config.ts).
const origin = `http://127.0.0.1:${process.env.E2E_EDITED_PORT}`;
const before = `$${REPRICED.before}`;
const after = `$${REPRICED.after}`;

test("after a price change no page, meta tag, JSON-LD block, feed item or search result shows the old price", async ({ request }) => {
  const { pages } = await followSitemaps(async (path) => (await request.get(`${origin}${path}`)).text());
  expect(pages.length).toBeGreaterThan(60);
  const others = ["/blog/rss.xml", "/search?q=installation", `/search?q=${REPRICED.before}`, "/search?q=price", "/order-funnel"];
  const stale: string[] = [];
  const unresolved: string[] = [];
  for (const path of [...pages, ...others]) {
    const response = await request.get(`${origin}${path}`);
    expect(response.status(), path).toBe(200);
    const body = await response.text();
    if (body.includes("{price:")) unresolved.push(path);
    // The formatted price anywhere (text, meta, JSON-LD), and the tier's number in structured data.
    if (body.includes(before) || body.includes(`"price":"${REPRICED.before}`) || body.includes(`"price":${REPRICED.before},`))
      stale.push(path);
  }
  expect(stale).toEqual([]);
  expect(unresolved).toEqual([]);

  const pricing = await (await request.get(`${origin}/pricing`)).text();
  expect(pricing).toContain(after);
});

test("a sentence that names the price shows the new one", async ({ page }) => {
  await page.goto(`${origin}/scripts`);
  await expect(page.getByText(`Add installation for ${after} in total`)).toBeVisible();
});
