import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { PlatformsPage } from "~/components/pages/products/platforms-page";
import { platformsPageData } from "~/lib/page-data/products.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => platformsPageData(request);
export const meta: MetaFunction<typeof loader> = routeMeta;
export default PlatformsPage;
