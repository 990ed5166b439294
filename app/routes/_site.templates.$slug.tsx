import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { PlatformPage } from "~/components/pages/products/platform-page";
import { platformPageData } from "~/lib/page-data/products.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request, params }: LoaderFunctionArgs) => platformPageData(request, params.slug ?? "");
export const meta: MetaFunction<typeof loader> = routeMeta;
export default PlatformPage;
