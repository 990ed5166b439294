import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BlogList } from "~/components/pages/blog/blog-list-page";
import { blogListPageData } from "~/lib/page-data/blog.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => blogListPageData(request);
export const meta: MetaFunction<typeof loader> = routeMeta;
export default BlogList;
