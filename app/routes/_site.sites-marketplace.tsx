import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { SitesMarketplacePage } from "~/components/pages/marketplace/marketplace-page";
import { marketplacePageData } from "~/lib/page-data/marketplace.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => marketplacePageData(request);
export const meta: MetaFunction<typeof loader> = routeMeta;
export default SitesMarketplacePage;
