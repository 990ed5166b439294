import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { CustomModificationsPage } from "~/components/pages/marketplace/modifications-page";
import { modificationsPageData } from "~/lib/page-data/marketplace.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => modificationsPageData(request);
export const meta: MetaFunction<typeof loader> = routeMeta;
export default CustomModificationsPage;
