import type { LoaderFunctionArgs } from "@remix-run/node";
import { LegalPage } from "~/components/static-page";
import { loadPage } from "~/lib/pages.server";
import { pageMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadPage(request, "terms");
export const meta = pageMeta;
export default LegalPage;
