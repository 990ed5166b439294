import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { DoneForYouPage } from "~/components/pages/products/done-for-you-page";
import { doneForYouPageData } from "~/lib/page-data/products.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => doneForYouPageData(request);
export const meta: MetaFunction<typeof loader> = routeMeta;
export default DoneForYouPage;
