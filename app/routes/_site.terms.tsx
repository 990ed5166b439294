import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { LegalPage } from "~/components/pages/company/static-page";
import { cmsPageData } from "~/lib/page-data/company.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => cmsPageData(request, "terms");
export const meta: MetaFunction<typeof loader> = routeMeta;
export default LegalPage;
