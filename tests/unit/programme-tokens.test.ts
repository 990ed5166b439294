import { describe, expect, it } from "vitest";
import { affiliateProgramme } from "~/content/sample/affiliate-programme";
import { validateTextTokens } from "../../cms-schemas/schemaTypes/price-tokens";
import { programmeTokenNames, programmeTokenValues, resolveProgrammeTokens } from "~/lib/declarations/programme-tokens";

// The affiliate programme's numbers in the copy (decision 071), resolved and checked like price tokens (034).
// The sample's numbers: 30 / 20 / 10 %, 12 months, 60 cookie days, 30 to mature, paid on the 15th from $50.
const programme = affiliateProgramme;

describe("programme tokens", () => {
  it("say each number as the page does: rates in percent, the payout day as an ordinal, the minimum in dollars", () => {
    const values = programmeTokenValues(programme);
    const text =
      "{programme:packageRate} / {programme:serviceRate} / {programme:hostingRate} for {programme:hostingMonths} months; a " +
      "{programme:cookieDays}-day cookie, {programme:maturityDays} days to mature, paid on the {programme:payoutDay} from " +
      "{programme:payoutMinimum}; {programme:payoutMinimums} left.";
    expect(resolveProgrammeTokens(text, (name) => values.get(name))).toBe(
      "30% / 20% / 10% for 12 months; a 60-day cookie, 30 days to mature, paid on the 15th from $50; {programme:payoutMinimums} left.",
    );
  });

  it("name the payout day as English does for every day a month has", () => {
    const said = (payoutDay: number) => programmeTokenValues({ ...programme, payoutDay }).get("payoutDay");
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 28].map(said)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "28th",
    ]);
    expect(programmeTokenValues({ ...programme, payoutMinimum: 12.5 }).get("payoutMinimum")).toBe("$12.50");
  });

  it("are found in a text in order, price tokens and braces that are no token left alone", () => {
    expect(programmeTokenNames("{programme:cookieDays} days, {price:script-only}, {programme:} and {programme:payoutDay}")).toEqual([
      "cookieDays",
      "",
      "payoutDay",
    ]);
  });
});

describe("the Studio's token check", () => {
  const context = (priced: string[]) =>
    ({ getClient: () => ({ fetch: async () => priced.map((slug) => ({ slug, price: 299, paymentPlan: null })) }) }) as never;

  it("accepts the programme's numbers beside known prices anywhere in a document", async () => {
    const page = {
      sections: [{ _type: "stats", items: [{ value: "{programme:packageRate}", label: "of {price:script-only}" }] }],
      body: [{ _type: "block", children: [{ _type: "span", text: "A cookie for {programme:cookieDays} days." }] }],
    };
    expect(await validateTextTokens(page, context(["script-only"]))).toBe(true);
  });

  it("refuses a programme token that names no number of the programme, saying which and what may be used", async () => {
    const result = await validateTextTokens({ text: "{programme:cookieDays} and {programme:cookiedays}, {programme:}" }, context([]));
    expect(result).toMatch(/^\{programme:cookiedays\}, \{programme:\} names no number of the affiliate programme\. Use one of /);
    expect(result).toContain("{programme:payoutMinimum}");
  });

  it("still refuses an unknown price once the programme tokens are right", async () => {
    expect(await validateTextTokens({ text: "{programme:payoutDay}: {price:gone}" }, context(["script-only"]))).toMatch(
      /^\{price:gone\} names no pricing tier/,
    );
  });
});
