import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { OrderPage } from "~/components/order/order-page";
import { handleOrderAction } from "~/lib/orders/funnel.server";
import { loadOrderPage } from "~/lib/orders/page.server";
import { routeMeta } from "~/lib/seo/route-meta";

/** The same order pipeline for the operator to check payment links end to end; orders are stored as tests. */
export const loader = ({ request }: LoaderFunctionArgs) => loadOrderPage(request, "test-order-form");
export const action = ({ request }: ActionFunctionArgs) => handleOrderAction(request, { test: true });
export const meta: MetaFunction<typeof loader> = (args) => routeMeta(args);
export default OrderPage;
