import type { LoaderFunctionArgs } from "@remix-run/node";
import { AdminOrdersPage } from "~/components/pages/admin/admin-orders-page";
import { adminMeta } from "~/lib/admin/meta";
import { adminOrdersPageData } from "~/lib/admin/orders.server";

export const loader = ({ request }: LoaderFunctionArgs) => adminOrdersPageData(request);
export const meta = () => adminMeta("Orders");
export default AdminOrdersPage;
