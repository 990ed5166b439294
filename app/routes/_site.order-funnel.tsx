import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { OrderPage } from "~/components/pages/orders/order-page";
import { handleOrderAction } from "~/lib/actions/order-funnel.server";
import { clientAddressOf } from "~/lib/security/client-address.server";
import { orderPageData } from "~/lib/page-data/orders.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => orderPageData(request, "order-funnel");
export const action = ({ request, context }: ActionFunctionArgs) =>
  handleOrderAction(request, { test: false, clientAddress: clientAddressOf(context) });
export const meta: MetaFunction<typeof loader> = routeMeta;
export default OrderPage;
