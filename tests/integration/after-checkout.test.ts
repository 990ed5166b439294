import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { orderReferenceFromBytes } from "~/lib/orders/reference";
import { offerPageData } from "~/lib/page-data/offers.server";
import { sampleCheckoutData, thanksPageData } from "~/lib/page-data/orders.server";
import { newSubmission, submissionStore } from "~/lib/submissions/store-config.server";
import { withPrivacyMark } from "../support/privacy-mark";

// What a buyer meets after paying for a package, on the sample: the stand-in checkout leads on where a payment link
// would (the first one-time offer, then each offer's next step), an offer the order already has is skipped, and the
// thank-you page waits for a confirmation only when one can come.

const directory = mkdtempSync(join(tmpdir(), "xchangekit-offers-"));
beforeAll(() => vi.stubEnv("SUBMISSIONS_DB", join(directory, "submissions.db")));
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(directory, { recursive: true, force: true });
});

let orders = 0;
/** An order as the funnel stores it, with the add-ons' names (the sample's offers: Graphics Pack, VIP Upgrade Pack). */
async function storedOrder(
  addOns: string[],
  offerPurchases: { offer: string; status: string }[] = [],
  offers?: string[],
  paymentProvider: string | null = null,
) {
  orders += 1;
  const reference = orderReferenceFromBytes(Buffer.alloc(32, orders * 7));
  const data = {
    reference,
    tierName: "Script Only",
    addOns,
    offers,
    paymentProvider,
    total: 299,
    status: "awaiting-payment",
    offerPurchases,
  };
  await submissionStore().save(newSubmission("order", data, reference));
  return reference;
}

/** The loader's answer, thrown (a redirect, a 404) or returned. */
async function answer(load: () => Promise<Response>): Promise<Response> {
  try {
    return await load();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const offerPage = (slug: "offer-graphics" | "offer-vip-upgrades", query = "") =>
  answer(() => offerPageData(new Request(`http://127.0.0.1/${slug}${query}`), slug));
const checkout = (product: string, query = "") =>
  answer(() => sampleCheckoutData(new Request(`http://127.0.0.1/sample-checkout/${product}${query}`), product));

describe("the one-time offers after an order", () => {
  it("shows an offer the order does not have, with the order (its forms answer for it: offer-choices.test.ts)", async () => {
    const reference = await storedOrder([]);
    const response = await offerPage("offer-graphics", `?ref=${reference}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ orderReference: reference, ordersDisabled: false });
  });

  it("skips an offer chosen as an add-on in the funnel, to the offer's next step with the order", async () => {
    const reference = await storedOrder(["Graphics Pack", "Installation"]);
    const { result: response, privacy } = await withPrivacyMark(() => offerPage("offer-graphics", `?ref=${reference}`));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/offer-vip-upgrades?ref=${reference}`);
    // The redirect names the buyer's order: the request read it, so no cache keeps the answer.
    expect(privacy?.reasons).toEqual(["order"]);
  });

  it("skips the offers the package includes (the Premium Package has both)", async () => {
    const reference = await storedOrder([], [], ["offer-graphics", "offer-vip-upgrades"]);
    expect((await offerPage("offer-graphics", `?ref=${reference}`)).headers.get("Location")).toBe(`/offer-vip-upgrades?ref=${reference}`);
    expect((await offerPage("offer-vip-upgrades", `?ref=${reference}`)).headers.get("Location")).toBe(`/thanks-purchase?ref=${reference}`);
  });

  it("skips an offer answered after the order (accepted, paid or declined) unless its payment failed", async () => {
    for (const status of ["awaiting-payment", "paid", "declined"]) {
      const answered = await storedOrder([], [{ offer: "offer-vip-upgrades", status }]);
      expect((await offerPage("offer-vip-upgrades", `?ref=${answered}`)).headers.get("Location")).toBe(`/thanks-purchase?ref=${answered}`);
    }
    const failed = await storedOrder([], [{ offer: "offer-vip-upgrades", status: "payment-failed" }]);
    expect((await offerPage("offer-vip-upgrades", `?ref=${failed}`)).status).toBe(200);
  });

  it("shows the public page without an order, or with a reference that names none", async () => {
    for (const query of ["", "?ref=XK-AAAAAAAAAAAA", "?ref=%3Cscript%3E"]) {
      const response = await offerPage("offer-graphics", query);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ orderReference: null, offer: { declineHref: "/offer-vip-upgrades" } });
    }
  });
});

describe("the sample's stand-in checkout leads on as a payment link's redirect would", () => {
  const nextPath = async (response: Response) => ((await response.json()) as { nextPath: string }).nextPath;

  it("after a package: the first one-time offer, with the order", async () => {
    const reference = await storedOrder([]);
    expect(await nextPath(await checkout("script-only", `?ref=${reference}`))).toBe(`/offer-graphics?ref=${reference}`);
  });

  it("after an offer: the offer's own next step (the page its 'No thanks' link opens), with the order", async () => {
    const reference = await storedOrder([]);
    expect(await nextPath(await checkout("offer-graphics", `?ref=${reference}_offer-graphics`))).toBe(
      `/offer-vip-upgrades?ref=${reference}`,
    );
    expect(await nextPath(await checkout("offer-vip-upgrades", `?ref=${reference}_offer-vip-upgrades`))).toBe(
      `/thanks-purchase?ref=${reference}`,
    );
  });

  it("without an order: the same pages, without a reference", async () => {
    expect(await nextPath(await checkout("complete-package"))).toBe("/offer-graphics");
    expect(await nextPath(await checkout("offer-graphics"))).toBe("/offer-vip-upgrades");
  });

  it("answers 404 for something the site does not sell", async () => {
    expect((await checkout("free-lifetime-licence")).status).toBe(404);
  });
});

describe("the purchase thank-you page while the payment is awaited", () => {
  const confirming = async (reference: string) => {
    const response = await thanksPageData(new Request(`http://127.0.0.1/thanks-purchase?ref=${reference}`), "thanks-purchase");
    return ((await response.json()) as { confirming: boolean }).confirming;
  };

  it("waits for the confirmation of a Stripe payment when Stripe's notifications are accepted", async () => {
    const reference = await storedOrder([], [], [], "stripe");
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", "whsec_configured");
    expect(await confirming(reference)).toBe(true);
    // Without the secret no notification is accepted: the page would wait for ever, so it does not say it waits.
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", "");
    expect(await confirming(reference)).toBe(false);
  });

  it("does not wait for a checkout that cannot confirm (the sample's, another provider's link)", async () => {
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", "whsec_configured");
    expect(await confirming(await storedOrder([], [], [], null))).toBe(false);
  });
});
