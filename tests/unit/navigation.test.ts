import { describe, expect, it } from "vitest";
import { NAVIGATION_LABEL_OPTIONS } from "~/lib/cms/options";
import { FOOTER_PATHS, siteNavigation } from "~/lib/navigation.server";

describe("site navigation labels from the site settings", () => {
  it("uses the defaults when the settings name none", () => {
    const navigation = siteNavigation(null);
    expect(navigation.main.map((item) => [item.label, item.to])).toEqual([
      ["Done-For-You", "/done-for-you"],
      ["Sites Marketplace", "/sites-marketplace"],
      ["Scripts", "/scripts"],
      ["Platforms", "/templates"],
      ["Services", "/services"],
      ["Features", "/features"],
      ["Demo", "/demo"],
      ["Support", "/support"],
    ]);
    expect(navigation.getStarted).toEqual({ label: "Get Started", to: "/order-funnel" });
    expect(navigation.quickLinks.map((item) => item.label)).toEqual(["Learn More", "Testimonials", "Pre-sale Help"]);
    expect(navigation.footerGroups.map((group) => group.heading)).toEqual(["Products", "Services", "Company", "Support", "Legal"]);
  });

  it("shows an editor's label wherever its link appears, and keeps the link's path", () => {
    const navigation = siteNavigation({ platforms: "Templates", footerLegal: "The small print", getStarted: "Order now" });
    expect(navigation.main[3]).toEqual({ label: "Templates", to: "/templates" });
    const products = navigation.footerGroups.find((group) => group.links.some((link) => link.to === "/templates"));
    expect(products?.links.find((link) => link.to === "/templates")?.label).toBe("Templates");
    expect(navigation.footerGroups.at(-1)?.heading).toBe("The small print");
    expect(navigation.getStarted).toEqual({ label: "Order now", to: "/order-funnel" });
  });

  it("falls back to the default for an empty, blank or null label", () => {
    const navigation = siteNavigation({ demo: "", support: "   ", faq: null, learnMore: "  About LaunchYard  " });
    expect(navigation.main.map((item) => item.label)).toContain("Demo");
    expect(navigation.main.at(-1)?.label).toBe("Support");
    expect(navigation.footerGroups.flatMap((group) => group.links).find((link) => link.to === "/faq")?.label).toBe("FAQ");
    expect(navigation.quickLinks[0]).toEqual({ label: "About LaunchYard", to: "/about", context: "about us" });
  });

  it("offers editors every label the site shows, and the footer's paths do not depend on them", () => {
    const navigation = siteNavigation(Object.fromEntries(NAVIGATION_LABEL_OPTIONS.map((option) => [option.value, `x-${option.value}`])));
    const shown = [
      ...navigation.main,
      navigation.getStarted,
      ...navigation.quickLinks,
      ...navigation.footerGroups.flatMap((group) => [{ label: group.heading }, ...group.links]),
    ].map((item) => item.label);
    expect(shown.every((label) => label.startsWith("x-"))).toBe(true);
    expect(new Set(shown)).toEqual(new Set(NAVIGATION_LABEL_OPTIONS.map((option) => `x-${option.value}`)));
    expect(FOOTER_PATHS).toEqual(new Set(navigation.footerGroups.flatMap((group) => group.links.map((link) => link.to))));
  });
});
