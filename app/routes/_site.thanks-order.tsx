import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ThanksPage } from "~/components/order/thanks-page";
import { loadThanksPage, thanksHeaders } from "~/lib/orders/thanks.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadThanksPage(request, "thanks-order");
export const headers = thanksHeaders;
export const meta: MetaFunction<typeof loader> = (args) => routeMeta(args);
export default ThanksPage;
