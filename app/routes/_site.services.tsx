import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ServicesPage } from "~/components/pages/products/services-page";
import { servicesPageData } from "~/lib/page-data/products.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => servicesPageData(request);
export const meta: MetaFunction<typeof loader> = routeMeta;
export default ServicesPage;
