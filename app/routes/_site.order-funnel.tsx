import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { OrderPage } from "~/components/order/order-page";
import { handleOrderAction } from "~/lib/orders/funnel.server";
import { loadOrderPage } from "~/lib/orders/page.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadOrderPage(request, "order-funnel");
export const action = ({ request }: ActionFunctionArgs) => handleOrderAction(request, { test: false });
export const meta: MetaFunction<typeof loader> = (args) => routeMeta(args);
export default OrderPage;
