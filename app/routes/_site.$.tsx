import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { StaticPage } from "~/components/pages/company/static-page";
import { editorPageData } from "~/lib/page-data/company.server";
import { routeMeta } from "~/lib/seo/route-meta";

/** Any path no other route matches: a page created in the Studio (/{slug}), else the not-found page with HTTP 404. */
export const loader = ({ request, params }: LoaderFunctionArgs) => editorPageData(request, params["*"]);
export const meta: MetaFunction<typeof loader> = routeMeta;
export default StaticPage;
