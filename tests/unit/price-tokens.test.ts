import { describe, expect, it } from "vitest";
import { validatePriceTokens } from "../../cms-schemas/schemaTypes/price-tokens";
import { priceToken, priceTokenSlugs, resolvePriceTokens } from "~/lib/declarations/price-tokens";

describe("price tokens", () => {
  it("names the priced documents a text refers to, in order", () => {
    expect(priceTokenSlugs("From {price:script-only}, or {price:payment-plan} down; {price:script-only} again.")).toEqual([
      "script-only",
      "payment-plan",
      "script-only",
    ]);
    expect(priceTokenSlugs("No price here, {not a token} and {price:} empty")).toEqual([""]);
    expect(priceToken("premium-package")).toBe("{price:premium-package}");
  });

  it("replaces each token by the current price, and leaves an unknown one as written", () => {
    const prices = new Map([["script-only", "$299"]]);
    expect(resolvePriceTokens("Six packages from {price:script-only}; {price:gone} left.", (slug) => prices.get(slug))).toBe(
      "Six packages from $299; {price:gone} left.",
    );
  });
});

describe("the Studio's price-token check", () => {
  /** A Studio validation context whose client answers which of the asked slugs are priced. */
  const context = (priced: string[]) =>
    ({
      getClient: () => ({
        fetch: async (_query: string, params: { types: string[] }) => {
          expect(params.types).toEqual(["pricingTier", "offer", "service"]);
          return priced.map((slug) => ({ slug, price: 299, paymentPlan: slug === "payment-plan" ? { monthlyAmount: 75 } : null }));
        },
      }),
    }) as never;

  it("accepts tokens of priced documents anywhere in a document, and documents without tokens", async () => {
    const page = {
      seo: { description: "Packages from {price:script-only}." },
      sections: [
        { _type: "richText", body: [{ _type: "block", children: [{ _type: "span", text: "Hosting {price:managed-hosting}/month" }] }] },
      ],
    };
    expect(await validatePriceTokens(page, context(["script-only", "managed-hosting"]))).toBe(true);
    expect(await validatePriceTokens({ title: "Plain" }, context([]))).toBe(true);
    expect(
      await validatePriceTokens(
        { summary: "{price:payment-plan} down, then {price:payment-plan.monthly} a month" },
        context(["payment-plan"]),
      ),
    ).toBe(true);
  });

  it("refuses a token that names no priced document, saying which", async () => {
    const faq = { question: "How much?", answer: "{price:script-only} or {price:scrpt-only}, or {price:script-only.monthly} a month" };
    expect(await validatePriceTokens(faq, context(["script-only"]))).toBe(
      "{price:scrpt-only}, {price:script-only.monthly} names no pricing tier, offer or service with a price. Use the slug of one, e.g. {price:script-only}, or {price:payment-plan.monthly} for a payment plan's instalment.",
    );
  });
});
