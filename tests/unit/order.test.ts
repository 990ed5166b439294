import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { domainRegistrationHint, offersInOrder, ORDER_STEPS, orderTotal, readOrderValues, type OrderCatalog } from "~/lib/orders/order";
import { orderSchema } from "~/lib/orders/order-schema";
import { scriptOnlyTier } from "../support/order-fixtures";

const catalog: OrderCatalog = {
  tiers: [
    scriptOnlyTier,
    {
      _id: "t2",
      slug: "payment-plan",
      name: "Payment Plan",
      price: 299,
      billing: "payment-plan",
      paymentPlan: { downPayment: 299, monthlyAmount: 75, months: 5 },
      includesInstallation: true,
      includesHosting: true,
      includedOffers: [],
      checkoutUrl: "https://pay.example/b",
    },
    {
      _id: "t3",
      slug: "complete-package",
      name: "Complete Package",
      price: 599,
      billing: "one-time",
      paymentPlan: null,
      includesInstallation: true,
      includesHosting: true,
      includedOffers: ["offer-graphics"],
      checkoutUrl: "https://pay.example/c",
    },
  ],
  installationPrice: 50,
  offers: [
    { slug: "offer-graphics", name: "Graphics Pack", price: 99 },
    { slug: "offer-vip-upgrades", name: "VIP Upgrade Pack", price: 199 },
  ],
  modifications: [{ slug: "surf-contest-module", name: "Surf Contest Module", price: 89 }],
};

function parse(step: number, fields: Record<string, string | string[]>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) formData.append(name, item);
  const result = parseWithZod(formData, { schema: orderSchema(catalog, step) });
  return result.status === "success" ? { ok: true as const, value: result.value } : { ok: false as const, errors: result.reply().error };
}

const complete = {
  tier: "script-only",
  domainChoice: "own",
  domain: "MySurfExchange.com",
  hosting: "own",
  serverReady: "on",
  name: "Ana Owner",
  email: "ana@example.com",
  acceptTerms: "on",
};

describe("order schema", () => {
  it("checks only the steps asked so far", () => {
    expect(parse(0, { tier: "script-only" }).ok).toBe(true);
    expect(parse(1, { tier: "script-only" })).toMatchObject({
      ok: false,
      errors: { domainChoice: expect.any(Array), domain: ["Enter the domain name."] },
    });
  });

  it("accepts a complete order and normalises the domain", () => {
    const result = parse(ORDER_STEPS.length - 1, complete);
    expect(result.ok && result.value.domain).toBe("mysurfexchange.com");
  });

  it("explains every rule", () => {
    expect(parse(0, { tier: "gold" }).ok).toBe(false);
    expect(parse(1, { tier: "script-only", domainChoice: "own", domain: "https://my.site/" })).toMatchObject({
      errors: { domain: ["Enter a domain like mysurfexchange.com, without https:// or slashes."] },
    });
    expect(parse(2, { ...complete, hosting: "ours" })).toMatchObject({
      errors: {
        hosting: ["Script Only does not include our hosting: choose your own server, or go back and pick a package with hosting."],
      },
    });
    expect(parse(2, { ...complete, serverReady: "" })).toMatchObject({
      errors: { serverReady: ["Please confirm that your server meets the requirements."] },
    });
    expect(parse(2, { ...complete, tier: "payment-plan", hosting: "ours", serverReady: "" }).ok).toBe(true);
    expect(parse(5, { ...complete, acceptTerms: "" })).toMatchObject({
      errors: { acceptTerms: ["Please accept the terms of service and the support policy."] },
    });
    expect(parse(3, { ...complete, modifications: ["not-a-mod"] }).ok).toBe(false);
  });
});

describe("order total", () => {
  it("adds the chosen add-ons to the package price", () => {
    const total = orderTotal(
      catalog,
      readOrderValues({ tier: "script-only", installation: "on", graphics: "on", modifications: ["surf-contest-module"] }),
    );
    expect(total.lines).toEqual([
      { label: "Script Only", amount: 299 },
      { label: "Installation", amount: 50 },
      { label: "Graphics Pack", amount: 99 },
      { label: "Surf Contest Module", amount: 89 },
    ]);
    expect(total.dueToday).toBe(537);
    expect(total.instalments).toBeNull();
  });

  it("never charges installation that the package includes, and shows a plan's instalments", () => {
    const total = orderTotal(catalog, readOrderValues({ tier: "payment-plan", installation: "on", vip: "on" }));
    expect(total.lines.map((line) => line.label)).toEqual(["Payment Plan (down payment)", "VIP Upgrade Pack"]);
    expect(total.dueToday).toBe(299 + 199);
    expect(total.instalments).toEqual({ monthlyAmount: 75, months: 5 });
  });

  it("sells no installation of its own while the CMS has no installation price, rather than guessing one", () => {
    const total = orderTotal({ ...catalog, installationPrice: null }, readOrderValues({ tier: "script-only", installation: "on" }));
    expect(total.lines).toEqual([{ label: "Script Only", amount: 299 }]);
    expect(total.dueToday).toBe(299);
  });

  it("never charges a one-time offer that the package includes, and counts it among the order's offers", () => {
    const values = readOrderValues({ tier: "complete-package", graphics: "on", vip: "on" });
    expect(orderTotal(catalog, values).lines).toEqual([
      { label: "Complete Package", amount: 599 },
      { label: "VIP Upgrade Pack", amount: 199 },
    ]);
    expect(offersInOrder(catalog, values)).toEqual(["offer-graphics", "offer-vip-upgrades"]);
    expect(offersInOrder(catalog, readOrderValues({ tier: "complete-package" }))).toEqual(["offer-graphics"]);
    expect(offersInOrder(catalog, readOrderValues({ tier: "script-only", vip: "on" }))).toEqual(["offer-vip-upgrades"]);
  });

  it("is zero until a package is chosen", () => {
    expect(orderTotal(catalog, readOrderValues({}))).toEqual({ lines: [], dueToday: 0, instalments: null });
  });
});

describe("the domain step", () => {
  it("quotes about what a domain costs a year from the site settings, and names no amount when they have none", () => {
    expect(domainRegistrationHint(18)).toBe("Tell us the name you want; we register it for you (about $18 a year, billed at cost).");
    expect(domainRegistrationHint(12.5)).toContain("about $12.50 a year");
    expect(domainRegistrationHint(null)).toBe("Tell us the name you want; we register it for you, billed at cost.");
    expect(domainRegistrationHint(undefined)).not.toMatch(/\$/);
  });
});
