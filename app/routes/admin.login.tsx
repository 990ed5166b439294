import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AdminLoginPage } from "~/components/pages/admin/admin-login-page";
import { adminMeta } from "~/lib/admin/meta";
import { adminLoginAction, adminLoginPageData } from "~/lib/page-data/admin.server";

export const loader = ({ request }: LoaderFunctionArgs) => adminLoginPageData(request);
export const action = ({ request, context }: ActionFunctionArgs) => adminLoginAction(request, context);
export const meta = () => adminMeta("Log in");
export default AdminLoginPage;
