/**
 * Writes the sample dataset as a marketer might have edited it in the Studio, for the e2e server that checks the
 * site follows every edit everywhere (tests/e2e/prices.spec.ts, tests/e2e/editable-copy.spec.ts,
 * tests/e2e/order-prices.spec.ts):
 * `node --import tsx tests/e2e/edited-dataset.ts <file.ndjson>`.
 */
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { sampleDocuments } from "~/content/sample";

/** The tier repriced, and its prices before and after: $349 is no other product's price in the sample. */
export const REPRICED = { id: "pricingTier.script-installation", slug: "script-installation", before: 349, after: 379 } as const;

/**
 * Words the editors changed: a product name, menu labels, a page's own-content heading and an order button. The
 * home hero's image is removed too.
 */
export const RELABELLED = {
  productName: "TrafficKit",
  platformsLink: "Exchange Platforms",
  legalHeading: "The Small Print",
  homePlatformsHeading: "Four platforms on one membership core",
  homeListingsLink: "Browse every exchange for sale",
  tierId: "pricingTier.script-only",
  tierButton: "Buy the script",
} as const;

/** What a domain costs a year, as the order form quotes it: the sample says $15. */
export const DOMAIN_YEARLY_PRICE = 18;

type Document = (typeof sampleDocuments)[number];
type Section = { _type: string; block?: string };

function edited(document: Document): Document {
  switch (document._id) {
    case REPRICED.id:
      return { ...document, price: REPRICED.after };
    case RELABELLED.tierId:
      return { ...document, buttonLabel: RELABELLED.tierButton };
    case "siteSettings":
      return {
        ...document,
        productName: RELABELLED.productName,
        navigationLabels: { platforms: RELABELLED.platformsLink, footerLegal: RELABELLED.legalHeading },
        domainYearlyPrice: DOMAIN_YEARLY_PRICE,
      };
    case "page.home":
      return {
        ...document,
        sections: (document.sections as Section[]).map((section) =>
          // The hero's image taken out, as a marketer may.
          section._type === "hero"
            ? { ...section, image: undefined }
            : section._type !== "pageBlock"
              ? section
              : section.block === "platforms"
                ? { ...section, heading: RELABELLED.homePlatformsHeading }
                : { ...section, linkLabel: RELABELLED.homeListingsLink },
        ),
      };
    default:
      return document;
  }
}

export const editedDataset = () => sampleDocuments.map(edited);

// Only when run as a script: the specs import this module too, and Playwright's own arguments ("test") are no file.
const file = process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href ? process.argv[2] : undefined;
if (file)
  writeFileSync(
    file,
    `${editedDataset()
      .map((document) => JSON.stringify(document))
      .join("\n")}\n`,
  );
