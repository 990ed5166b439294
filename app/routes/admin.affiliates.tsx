import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AdminAffiliatesPage } from "~/components/pages/admin/admin-affiliates-page";
import { adminMeta } from "~/lib/admin/meta";
import { adminAffiliatesAction, adminAffiliatesPageData } from "~/lib/admin/affiliates.server";

export const loader = ({ request }: LoaderFunctionArgs) => adminAffiliatesPageData(request);
export const action = ({ request }: ActionFunctionArgs) => adminAffiliatesAction(request);
export const meta = () => adminMeta("Affiliates");
export default AdminAffiliatesPage;
