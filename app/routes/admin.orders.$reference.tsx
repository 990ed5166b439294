import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { MetaArgs } from "@remix-run/react";
import { AdminOrderPage, AdminOrderError } from "~/components/pages/admin/admin-order-page";
import { adminMeta } from "~/lib/admin/meta";
import { adminOrderAction } from "~/lib/admin/order-actions.server";
import { adminOrderPageData } from "~/lib/admin/orders.server";

export const loader = ({ request, params }: LoaderFunctionArgs) => adminOrderPageData(request, params.reference);
export const action = ({ request, params }: ActionFunctionArgs) => adminOrderAction(request, params.reference);
export const meta = ({ params }: MetaArgs) => adminMeta(`Order ${(params.reference ?? "").slice(0, 20)}`);
export default AdminOrderPage;
export const ErrorBoundary = AdminOrderError;
