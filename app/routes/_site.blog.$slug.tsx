import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BlogPost } from "~/components/pages/blog/post-page";
import { postPageData } from "~/lib/page-data/blog.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request, params }: LoaderFunctionArgs) => postPageData(request, params.slug ?? "");
export const meta: MetaFunction<typeof loader> = routeMeta;
export default BlogPost;
