import { describe, expect, it } from "vitest";
import { QUOTED_PRICE, servicePriceLabel } from "~/lib/services";

describe("servicePriceLabel", () => {
  it("formats a fixed price in USD with its note", () => {
    expect(servicePriceLabel({ price: 149, priceNote: "one-time" })).toEqual({ amount: "$149", terms: "one-time" });
    expect(servicePriceLabel({ price: 1190 })).toEqual({ amount: "$1,190" });
    expect(servicePriceLabel({ price: 0, priceNote: null })).toEqual({ amount: "$0" });
  });

  it("says quoted per project without a price, keeping only what the note adds", () => {
    expect(servicePriceLabel({ price: null, priceNote: "quoted per project" })).toEqual({ amount: QUOTED_PRICE });
    expect(servicePriceLabel({ priceNote: "quoted per project, after we see your database" })).toEqual({
      amount: QUOTED_PRICE,
      terms: "after we see your database",
    });
    expect(servicePriceLabel({ priceNote: "depends on your database size" })).toEqual({
      amount: QUOTED_PRICE,
      terms: "depends on your database size",
    });
    expect(servicePriceLabel({})).toEqual({ amount: QUOTED_PRICE });
  });
});
