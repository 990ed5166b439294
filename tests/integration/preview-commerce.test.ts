import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DRAFT_PRICE_TIER_ID, DRAFT_TIER_PRICE, PUBLISHED_TIER_PRICE } from "~/content/sample/drafts";
import { pricingTiers } from "~/content/sample/products";
import { formStartToken } from "~/lib/submissions/spam.server";
import type { SubmissionStore } from "~/lib/submissions/store.server";

// A marketer in preview (a valid preview cookie, on the sample whose draft lowers Script Only from $299 to $249) opens
// the order funnel: it shows the published prices and refuses to take an order, storing nothing (decision 062).

const PREVIEW_SECRET = "preview-commerce-secret";
const tierSlug = pricingTiers.find((tier) => tier._id === DRAFT_PRICE_TIER_ID)!.slug.current;

beforeEach(() => {
  vi.stubEnv("PREVIEW_SECRET", PREVIEW_SECRET);
  vi.stubEnv("SESSION_SECRET", "a-session-secret-for-the-preview-commerce-tests");
});
afterEach(() => vi.unstubAllEnvs());

/** The Cookie header of a preview session, as the Studio's preview link starts one. */
async function previewCookie(): Promise<string> {
  const { enablePreview } = await import("~/lib/endpoints/preview-mode.server");
  const link = `http://localhost/api/preview-mode/enable?sanity-preview-secret=${PREVIEW_SECRET}&sanity-preview-pathname=%2Forder-funnel`;
  const response = await enablePreview(new Request(link), { clientAddress: "198.51.100.80" });
  expect(response.status).toBe(302);
  return response.headers.get("set-cookie")!.split(";")[0]!;
}

/** Runs `handle` as a request carrying `cookie` is handled: its CMS reads in the perspective the cookie opens. */
async function asRequestWith<Result>(cookie: string | undefined, handle: () => Promise<Result>): Promise<Result> {
  const { withRequestContentReads } = await import("~/lib/preview/request-reads.server");
  return withRequestContentReads(cookie, handle);
}

/** A store that records what would be saved or changed. */
function recordingStore(): SubmissionStore & { written: unknown[] } {
  const written: unknown[] = [];
  return {
    name: "database",
    written,
    save: async (submission) => void written.push(submission),
    find: async () => null,
    update: async (kind, id) => {
      written.push({ kind, id });
      return null;
    },
    list: async () => ({ items: [], total: 0 }),
  };
}

/** The funnel's last step, every answer given, for the draft-priced package. */
function payRequest(): Request {
  const body = new URLSearchParams({
    form_started: formStartToken("order", Date.now() - 60_000),
    step: "6",
    intent: "pay",
    tier: tierSlug,
    domainChoice: "own",
    domain: "mysurfexchange.com",
    hosting: "own",
    serverReady: "on",
    name: "Mara Lind",
    email: "mara@example.com",
    acceptTerms: "on",
  });
  return new Request("http://localhost/order-funnel", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  });
}

describe("commerce in preview reads published content only", () => {
  it("the cookie shows the draft price on the site, while the catalogue the order code reads keeps the published one", async () => {
    const cookie = await previewCookie();
    const { cms } = await import("~/lib/cms/client/cms.server");
    const { pricingTiersQuery } = await import("~/lib/cms/queries/products");
    const { loadOrderCatalog } = await import("~/lib/orders/catalog.server");
    const priceOf = (tiers: { slug: string; price: number }[]) => tiers.find((tier) => tier.slug === tierSlug)?.price;

    expect(priceOf(await asRequestWith(cookie, () => cms.fetch(pricingTiersQuery)))).toBe(DRAFT_TIER_PRICE);
    expect(priceOf((await asRequestWith(cookie, () => loadOrderCatalog())).tiers)).toBe(PUBLISHED_TIER_PRICE);
  });

  it("the funnel says orders are disabled, shows the published price, and its action refuses to store an order", async () => {
    const cookie = await previewCookie();
    const { orderPageData } = await import("~/lib/page-data/orders.server");
    const { handleOrderAction } = await import("~/lib/actions/order-funnel.server");
    const { PREVIEW_ORDERS_DISABLED } = await import("~/lib/orders/messages");

    const page = (await (
      await asRequestWith(cookie, () => orderPageData(new Request("http://localhost/order-funnel"), "order-funnel"))
    ).json()) as { ordersDisabled: boolean; catalog: { tiers: { slug: string; price: number }[] } };
    expect(page.ordersDisabled).toBe(true);
    expect(page.catalog.tiers.find((tier) => tier.slug === tierSlug)?.price).toBe(PUBLISHED_TIER_PRICE);

    const store = recordingStore();
    const refused = await asRequestWith(cookie, () =>
      handleOrderAction(payRequest(), { test: false, clientAddress: "198.51.100.81", store }),
    );
    expect(refused.status).toBe(403);
    expect(refused.headers.get("Location")).toBeNull();
    expect(((await refused.json()) as { result: { error: Record<string, string[]> } }).result.error).toEqual({
      "": [PREVIEW_ORDERS_DISABLED],
    });
    expect(store.written).toEqual([]);

    // The same order without the cookie is taken, at the published price.
    const taken = await asRequestWith(undefined, () =>
      handleOrderAction(payRequest(), { test: false, clientAddress: "198.51.100.82", store }),
    );
    expect(taken.status).toBe(302);
    expect(store.written).toMatchObject([{ data: { tierName: "Script Only", total: PUBLISHED_TIER_PRICE, serverReady: true, notes: "" } }]);
  });
});
