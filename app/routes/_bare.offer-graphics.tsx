import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { OfferPage } from "~/components/pages/offers/offer-page";
import { offerPageData } from "~/lib/page-data/offers.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => offerPageData(request, "offer-graphics");
export const meta: MetaFunction<typeof loader> = routeMeta;
export default OfferPage;
