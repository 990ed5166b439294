import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { SiteListingPage } from "~/components/pages/marketplace/listing-page";
import { listingPageData } from "~/lib/page-data/marketplace.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request, params }: LoaderFunctionArgs) => listingPageData(request, params.slug ?? "");
export const meta: MetaFunction<typeof loader> = routeMeta;
export default SiteListingPage;
