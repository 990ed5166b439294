import type { LoaderFunctionArgs } from "@remix-run/node";
import { AffiliateDashboardPage } from "~/components/pages/affiliate/affiliate-dashboard-page";
import { affiliateMeta } from "~/lib/affiliate-area/meta";
import { affiliateDashboardData } from "~/lib/page-data/affiliate.server";

export const loader = ({ request }: LoaderFunctionArgs) => affiliateDashboardData(request);
export const meta = () => affiliateMeta("Dashboard");
export default AffiliateDashboardPage;
