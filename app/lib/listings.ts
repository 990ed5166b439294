import type { SiteListingView } from "~/lib/cms/queries/marketplace";

/** The newest listings a buyer can still act on (not sold), newest first. */
export function newestListings(listings: readonly SiteListingView[], count: number): SiteListingView[] {
  return listings
    .filter((listing) => listing.status !== "sold")
    .toSorted((a, b) => b.listedOn.localeCompare(a.listedOn))
    .slice(0, count);
}
