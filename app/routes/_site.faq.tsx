import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { FaqPage } from "~/components/pages/company/faq-page";
import { faqPageData } from "~/lib/page-data/company.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => faqPageData(request);
export const meta: MetaFunction<typeof loader> = routeMeta;
export default FaqPage;
