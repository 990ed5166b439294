import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { handleOrderAction } from "~/lib/actions/order-funnel.server";
import { campaignVisits } from "~/lib/campaigns/visits.server";
import { handleVisitBeacon } from "~/lib/endpoints/visit-beacon.server";
import { SIMPLE_FORMS } from "~/lib/forms/registry.server";
import { attributionField, ATTRIBUTION_KEYS, type Attribution } from "~/lib/submissions/attribution";
import { HONEYPOT_FIELD_NAME, STARTED_FIELD_NAME } from "~/lib/submissions/fields";
import { handleFormSubmission } from "~/lib/submissions/pipeline.server";
import { formStartToken } from "~/lib/submissions/spam.server";
import { createDatabaseStore } from "~/lib/submissions/store.server";
import { completeOrderFields } from "../support/order-fixtures";
import { freshStorage } from "../support/storage-engines";

// Attribution from the browser to the stored submission and order, the visit beacon, and funnel starts (decision 073).
// Counting and the report on both engines are in ./storage/campaign-visits.test.ts.

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const today = () => new Date().toISOString().slice(0, 10);
const countsToday = () => campaignVisits().counts({ from: today(), to: today() });

let client = 0;
const nextClient = () => `203.0.113.${(client += 1)}`;

const beacon = (body: string, { method = "POST", address = nextClient(), userAgent = BROWSER } = {}) =>
  handleVisitBeacon(
    new Request("http://site/api/visits", {
      method,
      headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": userAgent },
      ...(method === "POST" ? { body } : {}),
    }),
    { clientAddress: address } as AppLoadContext,
  );

const hiddenFields = (attribution: Partial<Attribution>) =>
  Object.fromEntries(ATTRIBUTION_KEYS.map((key) => [attributionField(key), attribution[key] ?? ""]));

const formPost = (path: string, fields: Record<string, string>) =>
  new Request(`http://site${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": BROWSER },
    body: new URLSearchParams(fields),
  });

describe("POST /api/visits", () => {
  it("counts a tab's first page with its campaign, once a day per visitor", async () => {
    const body = new URLSearchParams({ source: "Newsletter", medium: "email", campaign: "beacon-test", referrer: "", landing: "/pricing" });
    const address = nextClient();
    expect((await beacon(body.toString(), { address })).status).toBe(204);
    expect((await beacon(body.toString(), { address })).status).toBe(204);
    expect(await countsToday()).toContainEqual({
      stage: "visit",
      source: "newsletter",
      medium: "email",
      campaign: "beacon-test",
      referrer: "",
      landing: "/pricing",
      visitors: 1,
    });
  });

  it("ignores values that are too long or carry line breaks, and refuses what is not a visit with a 4xx", async () => {
    const malformed = new URLSearchParams({
      source: "evil\r\nSet-Cookie: x=1",
      medium: "m".repeat(101),
      campaign: "malformed-test",
      referrer: "not a host/",
      landing: "/features",
    });
    expect((await beacon(malformed.toString())).status).toBe(204);
    expect(await countsToday()).toContainEqual({
      stage: "visit",
      source: "",
      medium: "",
      campaign: "malformed-test",
      referrer: "",
      landing: "/features",
      visitors: 1,
    });
    expect((await beacon("landing=/pricing", { method: "GET" })).status).toBe(405);
    expect((await beacon("source=x")).status).toBe(400);
    expect((await beacon("landing=https://evil.example/")).status).toBe(400);
    expect((await beacon(`landing=/pricing&campaign=${"x".repeat(3000)}`)).status).toBe(413);
  });

  it("counts no bot and limits one client's beacons", async () => {
    const body = "campaign=bot-test&landing=%2Fhome";
    expect((await beacon(body, { userAgent: "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" })).status).toBe(204);
    expect((await countsToday()).filter((count) => count.campaign === "bot-test")).toEqual([]);
    const statuses = [];
    for (let index = 0; index < 61; index += 1) statuses.push((await beacon(body, { address: "192.0.2.77" })).status);
    expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe("attribution on what visitors send", () => {
  it("is stored with a simple form's submission, cleaned", async () => {
    const storage = await freshStorage("sqlite");
    try {
      const store = createDatabaseStore(storage.db);
      const fields = {
        [HONEYPOT_FIELD_NAME]: "",
        [STARTED_FIELD_NAME]: formStartToken("support", Date.now() - 5000),
        name: "Ann Example",
        email: "ann@example.com",
        topic: "technical",
        message: "My surf timer stops at 3 seconds on the members' page.",
        ...hiddenFields({ source: "Forum", campaign: "spring\nsale", referrer: "forum.example.net", landing: "/blog/launch-plan" }),
      };
      const response = await handleFormSubmission({
        request: formPost("/support", fields),
        clientAddress: nextClient(),
        form: SIMPLE_FORMS.support,
        store,
      });
      expect(response.status).toBe(200);
      const { items } = await store.list({ kinds: ["support"], offset: 0, limit: 1 });
      expect(items[0]?.data.attribution).toEqual({
        source: "forum",
        medium: "",
        campaign: "",
        referrer: "forum.example.net",
        landing: "/blog/launch-plan",
      });
    } finally {
      await storage.close();
    }
  });

  it("is stored with an order, and the funnel's first step counts a start (not on the test order form)", async () => {
    const storage = await freshStorage("sqlite");
    try {
      const store = createDatabaseStore(storage.db);
      const attribution = { source: "newsletter", medium: "email", campaign: "funnel-test", referrer: "", landing: "/blog/launch-plan" };
      const funnelPost = (fields: Record<string, string | string[]>, test = false) => {
        const body = new URLSearchParams({
          [STARTED_FIELD_NAME]: formStartToken("order", Date.now() - 60_000),
          ...hiddenFields(attribution),
        });
        for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) body.append(name, item);
        return handleOrderAction(
          new Request("http://site/order-funnel", {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": BROWSER },
            body,
          }),
          { test, clientAddress: nextClient(), store },
        );
      };
      expect((await funnelPost({ step: "0", intent: "next", tier: "script-only" })).status).toBe(200);
      expect((await funnelPost({ step: "0", intent: "next", tier: "script-only" }, true)).status).toBe(200);
      expect((await countsToday()).filter((count) => count.campaign === "funnel-test")).toEqual([
        { stage: "funnel", ...attribution, visitors: 1 },
      ]);
      const paying = await funnelPost({ step: "6", intent: "pay", ...completeOrderFields });
      expect(paying.status).toBe(302);
      const { items } = await store.list({ kinds: ["order"], offset: 0, limit: 1 });
      expect(items[0]?.data.attribution).toEqual(attribution);
    } finally {
      await storage.close();
    }
  });
});
