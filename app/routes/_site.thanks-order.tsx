import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ThanksPage } from "~/components/pages/orders/thanks-page";
import { thanksPageData } from "~/lib/page-data/orders.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => thanksPageData(request, "thanks-order");
export const meta: MetaFunction<typeof loader> = routeMeta;
export default ThanksPage;
