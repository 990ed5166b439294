import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { LandingPageDesignPage } from "~/components/pages/marketplace/landing-page-design-page";
import { landingPageDesignPageData } from "~/lib/page-data/marketplace.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request, params }: LoaderFunctionArgs) => landingPageDesignPageData(request, params.slug ?? "");
export const meta: MetaFunction<typeof loader> = routeMeta;
export default LandingPageDesignPage;
