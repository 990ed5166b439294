import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { PricingPage } from "~/components/pages/products/pricing-page";
import { pricingPageData } from "~/lib/page-data/products.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => pricingPageData(request);
export const meta: MetaFunction<typeof loader> = routeMeta;
export default PricingPage;
