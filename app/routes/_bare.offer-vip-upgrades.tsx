import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { OfferPage } from "~/components/offer-page";
import { loadOffer } from "~/lib/offers.server";
import { offerMeta } from "~/lib/seo/offer-meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadOffer(request, "offer-vip-upgrades");
export const meta: MetaFunction<typeof loader> = (args) => offerMeta(args);
export default OfferPage;
