import { describe, expect, it, vi } from "vitest";
import { load, useMockCms } from "../support/loader-harness";

// Words editors change in the Studio reach the loaders, on the real Sanity transport answered by msw.
vi.hoisted(() => {
  process.env.SANITY_PROJECT_ID = "mockproject";
  process.env.SANITY_DATASET = "production";
});

const { serveWith } = useMockCms();

type Section = { _key: string; _type: string; block?: string; heading?: string | null; linkLabel?: string | null };

describe("navigation labels in the site settings", () => {
  it("reach every page's root data as resolved links, defaults filling the empty ones", async () => {
    serveWith((document) =>
      document._id === "siteSettings"
        ? { ...document, navigationLabels: { demo: "Live Demo", footerCompany: "LaunchYard", faq: "" } }
        : document,
    );
    const { loader } = await import("~/root");
    const data = await (await loader()).json();
    expect(data.navigation.main).toContainEqual({ label: "Live Demo", to: "/demo" });
    expect(data.navigation.footerGroups.map((group) => group.heading)).toEqual(["Products", "Services", "LaunchYard", "Support", "Legal"]);
    expect(data.navigation.footerGroups[3]?.links).toContainEqual({ label: "FAQ", to: "/faq" });
  });
});

describe("Page content sections", () => {
  it("carry the editors' heading and link label to the page", async () => {
    serveWith((document) =>
      document._id === "page.home"
        ? {
            ...document,
            sections: (document.sections as Section[]).map((section) =>
              section.block === "newestListings"
                ? { ...section, heading: "Exchanges for sale this month", linkLabel: "All listings" }
                : section,
            ),
          }
        : document,
    );
    const { loader } = await import("~/routes/_site.home");
    const data = await load<{ page: { sections: Section[] } }>(loader, "/home");
    expect(data.page.sections.find((section) => section.block === "newestListings")).toMatchObject({
      _type: "pageBlock",
      heading: "Exchanges for sale this month",
      linkLabel: "All listings",
    });
  });

  it("a section naming content the site does not know is left out; the rest of the page renders", async () => {
    serveWith((document) =>
      document._id === "page.home"
        ? { ...document, sections: [...(document.sections as Section[]), { _key: "later", _type: "pageBlock", block: "videoGallery" }] }
        : document,
    );
    const { loader } = await import("~/routes/_site.home");
    const data = await load<{ page: { sections: Section[] } }>(loader, "/home");
    expect(data.page.sections.map((section) => section._key)).not.toContain("later");
    expect(data.page.sections.filter((section) => section._type === "pageBlock").map((section) => section.block)).toEqual([
      "platforms",
      "newestListings",
    ]);
  });
});
