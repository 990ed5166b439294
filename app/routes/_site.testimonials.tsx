import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { TestimonialsPage } from "~/components/pages/company/testimonials-page";
import { testimonialsPageData } from "~/lib/page-data/company.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => testimonialsPageData(request);
export const meta: MetaFunction<typeof loader> = routeMeta;
export default TestimonialsPage;
