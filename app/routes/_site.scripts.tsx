import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ScriptsPage } from "~/components/pages/products/scripts-page";
import { scriptsPageData } from "~/lib/page-data/products.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => scriptsPageData(request);
export const meta: MetaFunction<typeof loader> = routeMeta;
export default ScriptsPage;
