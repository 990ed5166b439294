import type { LoaderFunctionArgs } from "@remix-run/node";
import { AdminLayout } from "~/components/pages/admin/admin-layout";
import { adminLayoutData } from "~/lib/page-data/admin.server";

export const loader = ({ request }: LoaderFunctionArgs) => adminLayoutData(request);
export default AdminLayout;
