import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { formStartToken } from "~/lib/submissions/spam.server";
import { SANITY_QUERY_URL } from "../mocks/sanity";
import { load, useMockCms } from "../support/loader-harness";

vi.hoisted(() => {
  process.env.SANITY_PROJECT_ID = "mockproject";
  process.env.CMS_TIMEOUT_MS = "2000";
});

const { serve, server } = useMockCms();
const { sampleDocuments } = await import("~/content/sample");

/** Sanity is down on a cold start: every query answers 500 (then, once `recover()` runs, the sample). */
function cmsDownThenUp() {
  let up = false;
  server.use(
    http.get(SANITY_QUERY_URL, () => (up ? undefined : HttpResponse.json({ error: "Internal Server Error" }, { status: 500 }))),
    http.post(SANITY_QUERY_URL, () => (up ? undefined : HttpResponse.json({ error: "Internal Server Error" }, { status: 500 }))),
  );
  return { recover: () => (up = true) };
}

function orderPost(fields: Record<string, string>) {
  const body = new URLSearchParams({ form_started: formStartToken("order", Date.now() - 60_000), ...fields });
  return new Request("http://localhost/order-funnel", {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.77" },
  });
}

describe("commerce data never falls back to the sample", () => {
  it("the funnel page answers 503 with Retry-After, still renders its page, and shows no sample price or checkout link", async () => {
    serve(sampleDocuments);
    cmsDownThenUp();
    const { loader } = await import("~/routes/_site.order-funnel");
    const response = await loader({ request: new Request("http://localhost/order-funnel"), params: {}, context: {} });
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const data = await response.json();
    // Marketing content (the page document) may come from the sample; the catalogue may not.
    expect(data.page.slug).toBe("order-funnel");
    expect(data.catalog).toBeNull();
    expect(JSON.stringify(data)).not.toContain("checkout");
  });

  it("a funnel step while the catalogue is unavailable answers 503 and keeps what the buyer typed", async () => {
    serve(sampleDocuments);
    cmsDownThenUp();
    const { action } = await import("~/routes/_site.order-funnel");
    const response = await action({
      request: orderPost({ step: "4", intent: "next", tier: "script-only", name: "Ana Owner", email: "ana@example.com" }),
      params: {},
      context: {},
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
    const data = (await response.json()) as {
      step: number;
      result: { error: Record<string, string[]>; initialValue: Record<string, string> };
    };
    expect(data.step).toBe(4);
    expect(data.result.initialValue).toMatchObject({ tier: "script-only", name: "Ana Owner", email: "ana@example.com" });
    expect(data.result.error[""]?.[0]).toMatch(/^Ordering is briefly unavailable/);
  });

  it("recovers by itself: the next request after the CMS answers gets the real catalogue", async () => {
    serve(sampleDocuments.map((document) => (document._id === "pricingTier.script-only" ? { ...document, price: 311 } : document)));
    const cms = cmsDownThenUp();
    const { loader } = await import("~/routes/_site.order-funnel");
    const down = await loader({ request: new Request("http://localhost/order-funnel"), params: {}, context: {} });
    expect(down.status).toBe(503);
    cms.recover();
    const data = await load<{ catalog: { tiers: { slug: string; price: number }[] } }>(loader, "/order-funnel");
    expect(data.catalog.tiers.find((tier) => tier.slug === "script-only")?.price).toBe(311);
  });

  it("a page showing prices answers 503 rather than sample prices, while marketing pages still fall back", async () => {
    serve(sampleDocuments);
    cmsDownThenUp();
    const pricing = await import("~/routes/_site.pricing");
    const thrown = await pricing
      .loader({ request: new Request("http://localhost/pricing"), params: {}, context: {} })
      .catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(503);
    const about = await import("~/routes/_site.about");
    const data = await load<{ page: { slug: string } }>(about.loader, "/about");
    expect(data.page.slug).toBe("about");
  });
});
