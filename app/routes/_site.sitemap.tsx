import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { SitemapPage } from "~/components/pages/discovery/sitemap-page";
import { sitemapPageData } from "~/lib/page-data/discovery.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => sitemapPageData(request);
export const meta: MetaFunction<typeof loader> = routeMeta;
export default SitemapPage;
