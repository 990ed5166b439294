import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { FeaturesPage } from "~/components/pages/products/features-page";
import { featuresPageData } from "~/lib/page-data/products.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => featuresPageData(request);
export const meta: MetaFunction<typeof loader> = routeMeta;
export default FeaturesPage;
