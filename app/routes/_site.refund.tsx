import type { LoaderFunctionArgs } from "@remix-run/node";
import { StaticPage } from "~/components/static-page";
import { loadPage } from "~/lib/pages.server";
import { pageMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadPage(request, "refund");
export const meta = pageMeta;
export default StaticPage;
