import { expect, type APIRequestContext, test } from "@playwright/test";

/** The Open Graph image tags of a page, read from its HTML. */
async function shareImageOf(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const tag = (property: string) =>
    new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1]?.replaceAll("&amp;", "&") ?? null;
  return { url: tag("og:image"), width: tag("og:image:width"), height: tag("og:image:height"), alt: tag("og:image:alt") };
}

const sitePath = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/** A PNG's size from its first bytes (the IHDR chunk). */
function imageSize(bytes: Buffer): { type: string; width: number; height: number } {
  if (bytes.subarray(1, 4).toString("latin1") === "PNG")
    return { type: "png", width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  throw new Error(`not a PNG: ${bytes.subarray(0, 8).toString("hex")}`);
}

for (const path of ["/blog/how-to-launch-a-traffic-exchange-in-48-hours", "/site/surfdrift", "/scripts", "/about"]) {
  test(`${path}: og:image answers a 1200×630 image, with its size and alt text in the tags`, async ({ request }) => {
    const image = await shareImageOf(request, path);
    // An absolute URL on the site's public origin (SITE_URL, else the CMS setting); fetched here from the test server.
    expect(new URL(image.url!).pathname).toBe("/og/card.png");
    expect(image).toMatchObject({ width: "1200", height: "630" });
    expect(image.alt?.length).toBeGreaterThan(3);
    const response = await request.get(sitePath(image.url!));
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(imageSize(await response.body())).toEqual({ type: "png", width: 1200, height: 630 });
  });
}

test("a listing's and a package page's card say the price", async ({ request }) => {
  expect((await shareImageOf(request, "/site/surfdrift")).url).toContain("price=%2432%2C000");
  expect((await shareImageOf(request, "/scripts")).url).toMatch(/price=From\+%24\d/);
});

test("the card route refuses what the site did not sign, and any method but GET, changing nothing", async ({ request, baseURL }) => {
  const forged = await request.get("/og/card.png?title=XchangeKit+is+closing+down&sig=AAAAAAAAAAAAAAAAAAAAAA");
  expect(forged.status()).toBe(400);
  expect(await forged.text()).toBe("This share card address is not one the site made.");
  const { url } = await shareImageOf(request, "/about");
  // A cross-site POST stops at the origin check; a same-origin one at the method check.
  expect((await request.post(sitePath(url!), { data: "x" })).status()).toBe(403);
  expect((await request.post(sitePath(url!), { form: { title: "x" }, headers: { Origin: baseURL! } })).status()).toBe(405);
  expect((await request.get(sitePath(url!))).status()).toBe(200);
});
