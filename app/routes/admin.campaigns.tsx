import type { LoaderFunctionArgs } from "@remix-run/node";
import { AdminCampaignsPage } from "~/components/pages/admin/admin-campaigns-page";
import { adminMeta } from "~/lib/admin/meta";
import { adminCampaignsPageData } from "~/lib/admin/campaigns.server";

export const loader = ({ request }: LoaderFunctionArgs) => adminCampaignsPageData(request);
export const meta = () => adminMeta("Campaigns");
export default AdminCampaignsPage;
