import type { LoaderFunctionArgs } from "@remix-run/node";
import { AdminLayout } from "~/components/pages/admin/admin-layout";
import { adminHeaders } from "~/lib/admin/operators.server";
import { adminLayoutData } from "~/lib/page-data/admin.server";

export const loader = ({ request }: LoaderFunctionArgs) => adminLayoutData(request);
export const headers = adminHeaders;
export default AdminLayout;
