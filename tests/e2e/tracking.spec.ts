import { randomBytes } from "node:crypto";
import { expect, test, type Browser, type BrowserContext } from "@playwright/test";
import { createAffiliates } from "../../app/lib/affiliates/affiliates.server";
import { REFERRAL_COOKIE } from "../../app/lib/affiliates/referral.server";
import { migrateStorage, openStorage } from "../../app/lib/storage/storage.server";

// Tracking links on the production build with its page cache (decision 071): the visitor lands on the clean address with
// the referral cookie, the page itself still comes from the cache, and the privacy policy describes the cookies a fresh
// visit gets.

/** A person's browser: headless Chromium names itself HeadlessChrome, which the click counter (isbot) rightly skips. */
const PERSON = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const DAY_SECONDS = 24 * 60 * 60;
let code = "";

const storage = () => openStorage({ engine: "sqlite", path: process.env.E2E_SUBMISSIONS_DB! });

test.beforeAll(async () => {
  const opened = storage();
  await migrateStorage(opened);
  const suffix = randomBytes(4).toString("hex");
  const { affiliate } = await createAffiliates(opened.db).approve({
    email: `tracking-${suffix}@example.com`,
    name: "Tracking Test",
    paypalEmail: `tracking-${suffix}@example.com`,
    website: "https://surfpromo.example",
    applicationId: `tracking-${suffix}`,
    approvedBy: "e2e",
  });
  code = affiliate.code;
  await opened.close();
});

async function clicksOf(affiliateCode: string): Promise<{ path: string; campaign: string; clicks: number }[]> {
  const opened = storage();
  try {
    return await opened.db
      .selectFrom("affiliate_clicks")
      .select(["path", "campaign", "clicks"])
      .where("code", "=", affiliateCode)
      .execute();
  } finally {
    await opened.close();
  }
}

const freshVisitor = (browser: Browser): Promise<BrowserContext> => browser.newContext({ userAgent: PERSON });

test("a visitor following a tracking link lands on the clean address with the referral cookie, the page from the cache", async ({
  browser,
  request,
  baseURL,
}) => {
  // Someone else's visits: the page is in the cache before and after.
  await request.get("/pricing");
  expect((await request.get("/pricing")).headers()["x-page-cache"]).toBe("hit");

  const context = await freshVisitor(browser);
  const page = await context.newPage();
  const landed = await page.goto(`/pricing?aff=${code}&campaign=Launch%20Mailer`);
  await expect(page).toHaveURL(`${baseURL}/pricing`);
  expect(landed?.status()).toBe(200);
  expect(landed?.headers()["x-page-cache"]).toBe("hit");
  const redirect = await landed!.request().redirectedFrom()!.response();
  expect(redirect?.status()).toBe(302);
  expect(redirect?.headers()["cache-control"]).toBe("private, no-store");

  const cookies = await context.cookies();
  expect(cookies.map(({ name, httpOnly, sameSite, path }) => ({ name, httpOnly, sameSite, path }))).toEqual([
    { name: REFERRAL_COOKIE, httpOnly: true, sameSite: "Lax", path: "/" },
  ]);
  expect(await clicksOf(code)).toEqual([{ path: "/pricing", campaign: "launch-mailer", clicks: 1 }]);

  const others = await request.get("/pricing");
  expect(others.headers()["x-page-cache"]).toBe("hit");
  expect(others.headers()["set-cookie"]).toBeUndefined();
  await context.close();
});

test("the privacy policy describes the cookies a fresh visit gets, with and without a tracking link", async ({ browser }) => {
  const context = await freshVisitor(browser);
  const page = await context.newPage();
  for (const path of ["/", "/pricing", "/affiliates", "/privacy"]) await page.goto(path);
  // Only the essential cookies the site needs: a visit sets none.
  expect(await context.cookies()).toEqual([]);
  const policy = await page.getByText(/a referral cookie holding an affiliate's ID for (\d+) days/).textContent();
  const policyDays = Number(/for (\d+) days/.exec(policy!)![1]);

  const before = Date.now() / 1000;
  await page.goto(`/?aff=${code}`);
  const after = Date.now() / 1000;
  // The referral cookie is the only one added, and lasts as long as the policy (and /affiliates) says.
  const cookies = await context.cookies();
  expect(cookies.map((cookie) => cookie.name)).toEqual([REFERRAL_COOKIE]);
  const expires = cookies[0]!.expires;
  expect(expires).toBeGreaterThanOrEqual(Math.floor(before + policyDays * DAY_SECONDS));
  expect(expires).toBeLessThanOrEqual(Math.ceil(after + policyDays * DAY_SECONDS));
  await page.goto("/affiliates");
  await expect(page.getByText(`Your tracking link sets a cookie for ${policyDays} days`)).toBeVisible();
  await context.close();
});

test("a tracking link with an unknown code sets no cookie and still lands on the page", async ({ browser, baseURL }) => {
  const context = await freshVisitor(browser);
  const page = await context.newPage();
  await page.goto("/about?aff=zzzzzz&campaign=x");
  await expect(page).toHaveURL(`${baseURL}/about`);
  expect(await context.cookies()).toEqual([]);
  await context.close();
});
