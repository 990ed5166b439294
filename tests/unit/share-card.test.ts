import { describe, expect, it } from "vitest";
import { SHARE_CARD_PATH, shareCardFromUrl, shareCardUrl } from "~/lib/share-card/card-url.server";

const parse = (path: string) => shareCardFromUrl(new URL(path, "https://xchangekit.example"));

describe("share card addresses", () => {
  it("name the card's text and are the same every time for the same page", () => {
    const path = shareCardUrl({ title: "SurfDrift Traffic Exchange", price: "$32,000" });
    expect(path).toMatch(
      new RegExp(`^${SHARE_CARD_PATH.replace(".", "\\.")}\\?title=SurfDrift\\+Traffic\\+Exchange&price=%2432%2C000&sig=[\\w-]{22}$`),
    );
    expect(shareCardUrl({ title: "SurfDrift Traffic Exchange", price: "$32,000" })).toBe(path);
    expect(parse(path)).toEqual({ card: { title: "SurfDrift Traffic Exchange", price: "$32,000" } });
    expect(parse(shareCardUrl({ title: "About LaunchYard" }))).toEqual({ card: { title: "About LaunchYard", price: undefined } });
  });

  it("cut a long title to the card's limit before signing it", () => {
    const path = shareCardUrl({ title: `${"Traffic exchange ".repeat(12)}guide` });
    const parsed = parse(path);
    expect("card" in parsed && parsed.card.title.length).toBeLessThanOrEqual(120);
    expect("card" in parsed && parsed.card.title.endsWith("…")).toBe(true);
  });

  it("refuse words the site did not sign: a changed title or price, a missing or forged signature", () => {
    const path = new URL(shareCardUrl({ title: "Script Only", price: "$299" }), "https://xchangekit.example");
    const altered = (change: (params: URLSearchParams) => void) => {
      const url = new URL(path);
      change(url.searchParams);
      return shareCardFromUrl(url);
    };
    expect(altered((params) => params.set("price", "$1"))).toEqual({ problem: "This share card address is not one the site made." });
    expect(altered((params) => params.set("title", "XchangeKit is closing down"))).toHaveProperty("problem");
    expect(altered((params) => params.delete("price"))).toHaveProperty("problem");
    expect(altered((params) => params.delete("sig"))).toHaveProperty("problem");
    expect(altered((params) => params.set("sig", "A".repeat(22)))).toHaveProperty("problem");
    expect(altered((params) => params.set("title", "x".repeat(121)))).toEqual({
      problem: "A share card needs a title of at most 120 characters and, optionally, a price of at most 32.",
    });
    expect(parse(SHARE_CARD_PATH)).toHaveProperty("problem");
  });
});
