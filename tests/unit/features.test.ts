import { describe, expect, it } from "vitest";
import { FEATURE_CATEGORY_OPTIONS } from "~/lib/cms/options";
import {
  featureFilterSearch,
  filterFeatures,
  groupFeaturesByCategory,
  isFiltered,
  MAX_QUERY_LENGTH,
  normalizeQuery,
  parseFeatureFilter,
} from "~/lib/features";

const features = [
  { _id: "a", name: "Manual surf bar", description: "Members view one site at a time.", category: "surfing" },
  { _id: "b", name: "PayPal subscriptions", description: "Monthly and yearly upgrades bill through PayPal.", category: "payments" },
  { _id: "c", name: "Crypto payments", description: "Accept cryptocurrency through a gateway.", category: "payments" },
  { _id: "d", name: "Click-to-verify CAPTCHA", description: "Appears more often as the cheat score rises.", category: "security" },
  { _id: "e", name: "Surf contests", description: "Ranked by pages surfed, prizes paid automatically.", category: "surfing" },
];

const ids = (list: { _id: string }[]) => list.map((feature) => feature._id);
const params = (search: string) => new URLSearchParams(search);

describe("parseFeatureFilter", () => {
  it("reads a known category and the text filter", () => {
    expect(parseFeatureFilter(params("category=payments&q=paypal"))).toEqual({
      filter: { category: "payments", q: "paypal" },
      ignored: [],
    });
  });

  it("treats missing and empty values as no filter (the form sends category= for All categories)", () => {
    expect(parseFeatureFilter(params(""))).toEqual({ filter: {}, ignored: [] });
    expect(parseFeatureFilter(params("category=&q=%20%20"))).toEqual({ filter: {}, ignored: [] });
  });

  it("ignores an unknown category and says so, keeping the text filter", () => {
    expect(parseFeatureFilter(params("category=Payments&q=cron"))).toEqual({
      filter: { q: "cron" },
      ignored: [{ name: "category", value: "Payments" }],
    });
    expect(parseFeatureFilter(params("category=%3Cscript%3E")).ignored).toEqual([{ name: "category", value: "<script>" }]);
  });

  it("normalises the text: trimmed, spaces collapsed, cut to the maximum length", () => {
    expect(parseFeatureFilter(params("q=%20surf%20%20%20bar%20")).filter).toEqual({ q: "surf bar" });
    const long = "x".repeat(MAX_QUERY_LENGTH + 50);
    expect(parseFeatureFilter(params(`q=${long}`)).filter.q).toHaveLength(MAX_QUERY_LENGTH);
  });

  it("uses the first of repeated parameters", () => {
    expect(parseFeatureFilter(params("category=security&category=payments")).filter).toEqual({ category: "security" });
  });
});

describe("normalizeQuery", () => {
  it("collapses whitespace of any kind and trims", () => {
    expect(normalizeQuery("\t PayPal \n subscriptions  ")).toBe("PayPal subscriptions");
    expect(normalizeQuery("   ")).toBe("");
  });
});

describe("filterFeatures", () => {
  it("returns everything, in order, with no filter", () => {
    expect(ids(filterFeatures(features, {}))).toEqual(["a", "b", "c", "d", "e"]);
  });

  it("keeps only the chosen category", () => {
    expect(ids(filterFeatures(features, { category: "payments" }))).toEqual(["b", "c"]);
  });

  it("matches the name or the description, ignoring case", () => {
    expect(ids(filterFeatures(features, { q: "PAYPAL" }))).toEqual(["b"]);
    expect(ids(filterFeatures(features, { q: "cheat score" }))).toEqual(["d"]);
    expect(ids(filterFeatures(features, { q: "surf" }))).toEqual(["a", "e"]);
  });

  it("needs every word, wherever it is in the name and description", () => {
    expect(ids(filterFeatures(features, { q: "surf prizes" }))).toEqual(["e"]);
    expect(ids(filterFeatures(features, { q: "surf paypal" }))).toEqual([]);
  });

  it("combines the category and the text", () => {
    expect(ids(filterFeatures(features, { category: "surfing", q: "pages" }))).toEqual(["e"]);
    expect(ids(filterFeatures(features, { category: "security", q: "paypal" }))).toEqual([]);
  });
});

describe("groupFeaturesByCategory", () => {
  it("groups in the CMS option order (not alphabetical) with the option titles, skipping empty groups", () => {
    const groups = groupFeaturesByCategory(features);
    expect(groups.map((group) => [group.category, group.title, ids(group.features)])).toEqual([
      ["surfing", "Surfing", ["a", "e"]],
      ["payments", "Payments", ["b", "c"]],
      ["security", "Security & anti-cheat", ["d"]],
    ]);
    const order = FEATURE_CATEGORY_OPTIONS.map((option) => option.value);
    expect(groups.map((group) => order.indexOf(group.category))).toEqual(
      [...groups.map((group) => order.indexOf(group.category))].sort((x, y) => x - y),
    );
  });

  it("leaves out features of a category the option list does not know", () => {
    expect(groupFeaturesByCategory([{ _id: "z", name: "Z", description: "z", category: "integrations" }])).toEqual([]);
  });
});

describe("featureFilterSearch and isFiltered", () => {
  it("writes the query string in a stable order and round-trips through parseFeatureFilter", () => {
    expect(featureFilterSearch({})).toBe("");
    expect(featureFilterSearch({ q: "surf bar", category: "surfing" })).toBe("?category=surfing&q=surf+bar");
    const filter = { category: "payments" as const, q: "crypto & cards" };
    expect(parseFeatureFilter(new URLSearchParams(featureFilterSearch(filter))).filter).toEqual(filter);
  });

  it("says whether anything is filtered", () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ q: "surf" })).toBe(true);
    expect(isFiltered({ category: "members" })).toBe(true);
  });
});
