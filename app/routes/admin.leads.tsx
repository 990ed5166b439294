import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AdminLeadsPage } from "~/components/pages/admin/admin-leads-page";
import { adminMeta } from "~/lib/admin/meta";
import { adminLeadsAction, adminLeadsPageData } from "~/lib/page-data/admin.server";

export const loader = ({ request }: LoaderFunctionArgs) => adminLeadsPageData(request);
export const action = ({ request }: ActionFunctionArgs) => adminLeadsAction(request);
export const meta = () => adminMeta("Leads");
export default AdminLeadsPage;
