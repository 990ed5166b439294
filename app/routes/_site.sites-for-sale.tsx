import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { SitesForSalePage } from "~/components/pages/marketplace/sites-for-sale-page";
import { sitesForSalePageData } from "~/lib/page-data/marketplace.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => sitesForSalePageData(request);
export const meta: MetaFunction<typeof loader> = routeMeta;
export default SitesForSalePage;
