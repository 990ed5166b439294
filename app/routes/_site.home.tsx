import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { HomePage } from "~/components/pages/products/home-page";
import { homePageData } from "~/lib/page-data/products.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => homePageData(request);
export const meta: MetaFunction<typeof loader> = routeMeta;
export default HomePage;
