import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { DemoPage } from "~/components/pages/company/demo-page";
import { demoPageData } from "~/lib/page-data/company.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => demoPageData(request);
export const meta: MetaFunction<typeof loader> = routeMeta;
export default DemoPage;
