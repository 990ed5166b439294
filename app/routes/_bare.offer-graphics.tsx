import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { OfferPage } from "~/components/pages/offers/offer-page";
import { handleOfferChoice } from "~/lib/actions/offer-choice.server";
import { offerPageData } from "~/lib/page-data/offers.server";
import { clientAddressOf } from "~/lib/security/client-address.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => offerPageData(request, "offer-graphics");
export const action = ({ request, context }: ActionFunctionArgs) =>
  handleOfferChoice(request, "offer-graphics", { clientAddress: clientAddressOf(context) });
export const meta: MetaFunction<typeof loader> = routeMeta;
export default OfferPage;
