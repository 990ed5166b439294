import { expect, test, type Page } from "@playwright/test";
import {
  DRAFT_PRICE_TIER_ID,
  RELEASE_POST_SLUG,
  RELEASE_POST_TITLE,
  RELEASE_PRICE_TIER_ID,
  RELEASE_TIER_BADGE,
  RELEASE_TIER_PRICE,
  RELEASE_TIER_PUBLISHED_PRICE,
  PUBLISHED_TIER_PRICE,
  SAMPLE_RELEASE_ID,
  SAMPLE_RELEASE_TITLE,
} from "../../app/content/sample/drafts";
import { pricingTiers } from "../../app/content/sample/products";
import { PREVIEW_ENABLE_PATH } from "../../app/lib/declarations/paths";
import { E2E_PREVIEW_SECRET } from "./server-secrets";
import { waitForHydration } from "./hydration";

const tierName = (id: string) => pricingTiers.find((tier) => tier._id === id)!.name;
const RELEASE_POST_PATH = `/blog/${RELEASE_POST_SLUG}`;

/** The link the Presentation tool opens when its release picker shows the sample's release. */
function releasePreviewLink(pathname: string): string {
  const query = new URLSearchParams({
    "sanity-preview-secret": E2E_PREVIEW_SECRET,
    "sanity-preview-pathname": pathname,
    "sanity-preview-perspective": SAMPLE_RELEASE_ID,
  });
  return `${PREVIEW_ENABLE_PATH}?${query}`;
}

const usd = (amount: number) => `$${amount.toLocaleString("en-US")}`;
const previewBar = (page: Page) => page.getByRole("complementary", { name: "Preview" });
const tierPrice = (page: Page, id: string) =>
  page
    .getByRole("region", { name: "Packages" })
    .getByRole("article", { name: tierName(id), exact: true })
    .getByTestId("tier-price");
const releasePostLink = (page: Page) => page.getByRole("region", { name: "All articles" }).getByRole("link", { name: RELEASE_POST_TITLE });

test("a marketer previews the sample release: its price on /pricing and its post on /blog; after exiting, the published ones", async ({
  page,
}) => {
  const opened = await page.goto(releasePreviewLink("/pricing"));
  expect(opened?.status()).toBe(200);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/pricing");
  expect(opened?.headers()["cache-control"]).toBe("private, no-store");

  const bar = previewBar(page);
  await expect(bar).toContainText(`the site after the release ${SAMPLE_RELEASE_TITLE}, due December 8, 2026, without drafts.`);
  await expect(tierPrice(page, RELEASE_PRICE_TIER_ID)).toHaveText(usd(RELEASE_TIER_PRICE));
  await expect(page.getByText(RELEASE_TIER_BADGE)).toBeVisible();
  // The site as it will be once the release is out: an unrelated draft is not part of it.
  await expect(tierPrice(page, DRAFT_PRICE_TIER_ID)).toHaveText(usd(PUBLISHED_TIER_PRICE));

  await page.goto("/blog");
  await expect(bar).toBeVisible();
  await expect(releasePostLink(page).first()).toHaveAttribute("href", RELEASE_POST_PATH);
  await releasePostLink(page).first().click();
  await expect(page).toHaveURL(new RegExp(`${RELEASE_POST_PATH}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(RELEASE_POST_TITLE);

  await page.goto("/pricing");
  await waitForHydration(page);
  await bar.getByRole("button", { name: "Exit preview" }).click();
  await expect(bar).toHaveCount(0);
  await expect(tierPrice(page, RELEASE_PRICE_TIER_ID)).toHaveText(usd(RELEASE_TIER_PUBLISHED_PRICE));
  await expect(page.getByText(RELEASE_TIER_BADGE)).toHaveCount(0);
  await page.goto("/blog");
  await expect(page.getByRole("region", { name: "All articles" }).getByRole("article").first()).toBeVisible();
  await expect(releasePostLink(page)).toHaveCount(0);
  expect((await page.goto(RELEASE_POST_PATH))?.status()).toBe(404);
});

test("the preview cookie is Secure, SameSite=None and Partitioned on the production server, so it lives in the Studio's frame", async ({
  request,
}) => {
  const response = await request.get(releasePreviewLink("/pricing"), { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  const attributes = response.headers()["set-cookie"]!.split("; ").slice(1);
  expect(attributes).toEqual(expect.arrayContaining(["HttpOnly", "Secure", "SameSite=None", "Partitioned"]));
});

test("a preview link naming a perspective no release can have is refused: 400, no cookie", async ({ request }) => {
  const link = releasePreviewLink("/pricing").replace(SAMPLE_RELEASE_ID, "raw");
  const response = await request.get(link, { maxRedirects: 0 });
  expect(response.status()).toBe(400);
  expect(response.headers()["set-cookie"]).toBeUndefined();
});
