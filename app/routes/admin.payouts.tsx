import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AdminPayoutsPage } from "~/components/pages/admin/admin-payouts-page";
import { adminMeta } from "~/lib/admin/meta";
import { adminPayoutsAction, adminPayoutsPageData } from "~/lib/admin/payouts.server";

export const loader = ({ request }: LoaderFunctionArgs) => adminPayoutsPageData(request);
export const action = ({ request }: ActionFunctionArgs) => adminPayoutsAction(request);
export const meta = () => adminMeta("Payouts");
export default AdminPayoutsPage;
