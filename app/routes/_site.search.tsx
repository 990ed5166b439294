import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { SearchPage } from "~/components/pages/discovery/search-page";
import { searchPageData } from "~/lib/page-data/discovery.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => searchPageData(request);
export const meta: MetaFunction<typeof loader> = routeMeta;
export default SearchPage;
