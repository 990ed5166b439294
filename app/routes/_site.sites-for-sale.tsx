import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { SitesForSalePage } from "~/components/pages/marketplace/sites-for-sale-page";
import { sitesForSalePageData } from "~/lib/page-data/marketplace.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => sitesForSalePageData(request);
export const meta: MetaFunction<typeof loader> = routeMeta;
// The loader's data does not depend on the query string, so changing a filter never refetches it.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
export default SitesForSalePage;
