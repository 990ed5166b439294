import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { BannerPage } from "~/components/pages/marketplace/banner-page";
import { bannerPageData } from "~/lib/page-data/marketplace.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request, params }: LoaderFunctionArgs) => bannerPageData(request, params.slug ?? "");
export const meta: MetaFunction<typeof loader> = routeMeta;
export default BannerPage;
