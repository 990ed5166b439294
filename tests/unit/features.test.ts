import { describe, expect, it } from "vitest";
import { readFeatureFilterValues, writeFeatureFilterValues } from "~/components/forms/feature-filter";
import { FEATURE_CATEGORY_OPTIONS } from "~/lib/cms/options";
import { featureCountQuery, featurePageQuery, type FeatureCardView, type FeaturePage } from "~/lib/cms/queries/products";
import {
  countByCategory,
  featureCategoryLinks,
  featureCountText,
  featurePageParams,
  FEATURES_PER_PAGE,
  groupCountText,
  groupFeaturePage,
  isFiltered,
  listedCategories,
  matchTerms,
  MAX_QUERY_LENGTH,
  normalizeQuery,
  parseFeatureFilter,
  type FeatureFilter,
} from "~/lib/features";
import { sampleDocuments } from "~/content/sample";
import { featuresPath } from "~/lib/declarations/paths";
import { featureFixture, paramNames, runQuery } from "../support/content-fixtures";

const features = [
  featureFixture("a", { name: "Manual surf bar", description: "Members view one site at a time.", category: "surfing", order: 1 }),
  featureFixture("b", {
    name: "PayPal subscriptions",
    description: "Monthly and yearly upgrades bill through PayPal.",
    category: "payments",
    order: 1,
  }),
  featureFixture("c", { name: "Crypto payments", description: "Accept cryptocurrency through a gateway.", category: "payments", order: 2 }),
  featureFixture("d", {
    name: "Click-to-verify CAPTCHA",
    description: "Appears more often as the cheat score rises.",
    category: "security",
    order: 1,
  }),
  featureFixture("e", {
    name: "Surf contests",
    description: "Ranked by pages surfed, prizes paid by e-mail.",
    category: "surfing",
    order: 2,
  }),
  // A category the option list does not know: never shown, never counted.
  featureFixture("z", { name: "Surf integrations", description: "Unknown category.", category: "integrations", order: 1 }),
];

/** One page of features as the query answers it over `documents`. */
function featurePage(filter: FeatureFilter, page = 1, documents = features): Promise<FeaturePage> {
  return runQuery(featurePageQuery, featurePageParams(filter, page), documents);
}
const matching = async (filter: FeatureFilter) => ids((await featurePage(filter)).features);

const ids = (list: { _id: string }[]) => list.map((feature) => feature._id.replace(/^feature\./, ""));
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

describe("matchTerms", () => {
  it("turns each word into a lower-case prefix pattern, split where GROQ splits words", () => {
    expect(matchTerms("PayPal subscriptions")).toEqual(["paypal*", "subscriptions*"]);
    expect(matchTerms("click-to-verify, e-mail")).toEqual(["click*", "to*", "verify*", "e*", "mail*"]);
    // Dots next to a letter or digit go, as GROQ reads the text too ("2.0" is the word "20").
    expect(matchTerms("version 2.0.")).toEqual(["version*", "20*"]);
    expect(matchTerms(undefined)).toEqual([]);
    expect(matchTerms("  ")).toEqual([]);
  });

  it("never passes on a wildcard or a repeated word", () => {
    expect(matchTerms("*")).toEqual([]);
    expect(matchTerms("su*f surf SURF")).toEqual(["su*", "f*", "surf*"]);
  });
});

describe("the /features query (GROQ, as both transports run it)", () => {
  it("returns every known feature with no filter, by category in the option list's order, then position", async () => {
    const page = await featurePage({});
    expect(ids(page.features)).toEqual(["a", "e", "b", "c", "d"]);
    expect(page.categories.toSorted()).toEqual(["payments", "payments", "security", "surfing", "surfing"]);
    expect(countByCategory(page.categories)).toEqual({
      surfing: 2,
      advertising: 0,
      members: 0,
      referrals: 0,
      "owner-tools": 0,
      payments: 2,
      security: 1,
      platform: 0,
    });
    expect(await runQuery(featureCountQuery, {}, features)).toBe(5);
  });

  it("keeps only the chosen category, and still answers the category of every match in any category", async () => {
    const page = await featurePage({ category: "payments" });
    expect(ids(page.features)).toEqual(["b", "c"]);
    // The category links count every category; the list counts only the chosen one.
    expect(page.categories.toSorted()).toEqual(["payments", "payments", "security", "surfing", "surfing"]);
    expect(listedCategories(page.categories, { category: "payments" })).toEqual(["payments", "payments"]);
  });

  it("matches words of the name or the description, ignoring case; a word may be the start of one", async () => {
    expect(await matching({ q: "PAYPAL" })).toEqual(["b"]);
    expect(await matching({ q: "cheat score" })).toEqual(["d"]);
    expect(await matching({ q: "surf" })).toEqual(["a", "e"]);
    expect(await matching({ q: "pay" })).toEqual(["b", "c"]);
    expect(await matching({ q: "mail" })).toEqual(["e"]);
  });

  it("needs every word, wherever it is in the name and description", async () => {
    expect(await matching({ q: "surf prizes" })).toEqual(["e"]);
    expect(await matching({ q: "surf paypal" })).toEqual([]);
  });

  it("combines the category and the text", async () => {
    expect(await matching({ category: "surfing", q: "pages" })).toEqual(["e"]);
    // Nothing in Security, but the text matches in Payments: its link can say so.
    expect(await featurePage({ category: "security", q: "paypal" })).toEqual({ features: [], categories: ["payments"] });
    expect(await featurePage({ q: "blockchain" })).toEqual({ features: [], categories: [] });
  });

  it("pages through many features in order, each exactly once, without the fields the page does not show", async () => {
    const many = FEATURE_CATEGORY_OPTIONS.flatMap((option, rank) =>
      Array.from({ length: 7 }, (_, index) =>
        featureFixture(`${option.value}-${index}`, {
          name: `Feature ${index}`,
          category: option.value,
          order: 7 - index,
          highlighted: rank % 2 === 0,
        }),
      ),
    );
    const pages = await Promise.all([1, 2, 3].map((number) => featurePage({}, number, many)));
    expect(pages.map((page) => page.features.length)).toEqual([FEATURES_PER_PAGE, FEATURES_PER_PAGE, 56 - 2 * FEATURES_PER_PAGE]);
    const order = pages.flatMap((page) => page.features.map((feature) => `${feature.category}/${feature._id}`));
    expect(new Set(order).size).toBe(56);
    const ranks = pages.flatMap((page) =>
      page.features.map((feature) => FEATURE_CATEGORY_OPTIONS.findIndex((option) => option.value === feature.category)),
    );
    expect(ranks).toEqual(ranks.toSorted((x, y) => x - y));
    // Within a category, by position (order 1 first: the fixture's last index).
    expect(ids(pages[0]!.features.slice(0, 3))).toEqual(["surfing-6", "surfing-5", "surfing-4"]);
    expect(Object.keys(pages[0]!.features[0]!).sort()).toEqual(["_id", "category", "description", "icon", "name"]);
    expect((await featurePage({}, 4, many)).features).toEqual([]);
  });

  it("finds every sample feature on the first page of its search-result link (/features?q=<its name>)", async () => {
    const sampleFeatures = sampleDocuments.filter((document) => document._type === "feature" && !document._id.startsWith("drafts."));
    for (const feature of sampleFeatures) {
      const search = new URL(featuresPath(String(feature.name)), "http://localhost").searchParams;
      const page = await runQuery(featurePageQuery, featurePageParams(parseFeatureFilter(search).filter, 1), sampleDocuments);
      expect(
        page.features.map((found) => found._id),
        String(feature.name),
      ).toContain(feature._id);
    }
  });

  it("is sent every parameter its GROQ names (Sanity rejects a query missing one)", () => {
    const params = featurePageParams({}, 1);
    expect(params).toEqual({ category: null, terms: [], start: 0, end: FEATURES_PER_PAGE });
    expect(paramNames(featurePageQuery.groq)).toEqual(Object.keys(params).sort());
    expect(featurePageParams({ category: "payments", q: "Pay Pal" }, 2)).toEqual({
      category: "payments",
      terms: ["pay*", "pal*"],
      start: FEATURES_PER_PAGE,
      end: 2 * FEATURES_PER_PAGE,
    });
  });
});

describe("the sample features' icons", () => {
  const sampleFeatures = sampleDocuments.filter(
    (document) => document._type === "feature" && !document._id.startsWith("drafts."),
  ) as unknown as FeatureCardView[];

  it("never repeat within a category, so a category's rows are told apart at a glance", () => {
    for (const option of FEATURE_CATEGORY_OPTIONS) {
      const icons = sampleFeatures.filter((feature) => feature.category === option.value).map((feature) => feature.icon);
      expect(icons.length, option.value).toBeGreaterThan(0);
      expect(
        icons.filter((icon, index) => icons.indexOf(icon) !== index),
        option.value,
      ).toEqual([]);
    }
  });

  it("are shared by at most two features on the whole list", () => {
    const uses = new Map<string, string[]>();
    for (const feature of sampleFeatures) uses.set(feature.icon, [...(uses.get(feature.icon) ?? []), feature.name]);
    const shared = [...uses].filter(([, names]) => names.length > 2);
    expect(shared.map(([icon, names]) => `${icon}: ${names.join(", ")}`)).toEqual([]);
  });
});

describe("the category links of /features", () => {
  const matches = { surfing: 2, advertising: 0, members: 5, referrals: 0, "owner-tools": 0, payments: 3, security: 1, platform: 0 };

  it("lists All features then every category, each counted, linking to its first page with the text filter kept", () => {
    const links = featureCategoryLinks(matches, { q: "surf bar" });
    expect(links.map((link) => [link.title, link.count, link.path, link.current])).toEqual([
      ["All features", 11, "/features?q=surf+bar", true],
      ["Surfing", 2, "/features?category=surfing&q=surf+bar", false],
      ["Advertising", 0, null, false],
      ["Members", 5, "/features?category=members&q=surf+bar", false],
      ["Referrals & commissions", 0, null, false],
      ["Owner tools", 0, null, false],
      ["Payments", 3, "/features?category=payments&q=surf+bar", false],
      ["Security & anti-cheat", 1, "/features?category=security&q=surf+bar", false],
      ["Platform", 0, null, false],
    ]);
  });

  it("marks the chosen category, even when nothing in it matches, and never links to a page number", () => {
    const links = featureCategoryLinks(matches, { category: "platform" });
    expect(links.filter((link) => link.current).map((link) => [link.title, link.path])).toEqual([["Platform", null]]);
    expect(links[0]).toMatchObject({ title: "All features", path: "/features", current: false });
    expect(links.find((link) => link.category === "payments")?.path).toBe("/features?category=payments");
  });

  it("lists the matches of the chosen category only, or all of them with none chosen", () => {
    const categories = ["surfing", "payments", "payments", "security"] as const;
    expect(listedCategories(categories, { category: "payments" })).toEqual(["payments", "payments"]);
    expect(listedCategories(categories, { q: "pay" })).toEqual(categories);
  });
});

describe("groupFeaturePage", () => {
  const card = (id: string, category: string): FeatureCardView =>
    ({ _id: id, name: id, description: id, category, icon: "star" }) as FeatureCardView;
  const counts = { surfing: 10, advertising: 0, members: 5, referrals: 0, "owner-tools": 0, payments: 20, security: 0, platform: 0 };

  it("groups a page in the option list's order with the option titles and the category's count", () => {
    const groups = groupFeaturePage([card("a", "surfing"), card("b", "members"), card("c", "payments")], counts, 0);
    expect(groups.map((group) => [group.category, group.title, group.total, ids(group.features)])).toEqual([
      ["surfing", "Surfing", 10, ["a"]],
      ["members", "Members", 5, ["b"]],
      ["payments", "Payments", 20, ["c"]],
    ]);
  });

  it("says where a category that started on an earlier page continues", () => {
    // Page 2 at 12 a page holds positions 13-24: surfing has 1-10, members 11-15, payments 16-35.
    const page = [
      ...["m3", "m4", "m5"].map((id) => card(id, "members")),
      ...Array.from({ length: 9 }, (_, index) => card(`p${index + 1}`, "payments")),
    ];
    const groups = groupFeaturePage(page, counts, 12);
    expect(groups.map((group) => [group.category, group.first, group.last, group.total])).toEqual([
      ["members", 3, 5, 5],
      ["payments", 1, 9, 20],
    ]);
    expect(groups.map(groupCountText)).toEqual(["Features 3–5 of 5", "Features 1–9 of 20"]);
    expect(groupCountText({ first: 1, last: 8, total: 8 })).toBe("8 features");
    expect(groupCountText({ first: 7, last: 7, total: 7 })).toBe("Feature 7 of 7");
    expect(groupCountText({ first: 1, last: 1, total: 1 })).toBe("1 feature");
  });
});

describe("the result line of /features", () => {
  it("says how many match and, with several pages, which are shown", () => {
    const line = (total: number, pageCount: number, filtered: boolean, first = 1, last = total) =>
      featureCountText({ all: 62, total, first, last, pageCount, filtered });
    expect(line(62, 1, false)).toBe("Showing all 62 features.");
    expect(line(62, 3, false, 25, 48)).toBe("Showing 25–48 of 62 features.");
    expect(line(3, 1, true)).toBe("3 of 62 features match.");
    expect(line(30, 2, true, 25, 30)).toBe("30 of 62 features match. Showing 25–30.");
    expect(line(0, 1, true)).toBe("No features match these filters.");
    expect(featureCountText({ all: 1240, total: 1240, first: 1201, last: 1224, pageCount: 52, filtered: false })).toBe(
      "Showing 1,201–1,224 of 1,240 features.",
    );
  });
});

describe("the filter form's query string and isFiltered", () => {
  it("writes category then the normalised text, nothing empty and no page; reads what it wrote", () => {
    expect(writeFeatureFilterValues({ category: "", q: "  " }).toString()).toBe("");
    expect(writeFeatureFilterValues({ q: " surf   bar ", category: "surfing" }).toString()).toBe("category=surfing&q=surf+bar");
    const written = writeFeatureFilterValues({ category: "payments", q: "crypto & cards" });
    expect(readFeatureFilterValues(written)).toEqual({ category: "payments", q: "crypto & cards" });
    expect(parseFeatureFilter(written).filter).toEqual({ category: "payments", q: "crypto & cards" });
    expect(readFeatureFilterValues(new URLSearchParams("page=2"))).toEqual({ category: "", q: "" });
    // An unknown category is not carried into the next search.
    expect(readFeatureFilterValues(new URLSearchParams("category=widgets&q=cron"))).toEqual({ category: "", q: "cron" });
  });

  it("says whether anything is filtered", () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ q: "surf" })).toBe(true);
    expect(isFiltered({ category: "members" })).toBe(true);
  });
});
