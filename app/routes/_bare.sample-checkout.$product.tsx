import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { SampleCheckoutPage } from "~/components/pages/orders/sample-checkout-page";
import { sampleCheckoutData } from "~/lib/page-data/orders.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request, params }: LoaderFunctionArgs) => sampleCheckoutData(request, params.product);
export const meta: MetaFunction<typeof loader> = routeMeta;
export default SampleCheckoutPage;
