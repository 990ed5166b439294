import type { LoaderFunctionArgs } from "@remix-run/node";
import { AffiliateLayout } from "~/components/pages/affiliate/affiliate-layout";
import { affiliateLayoutData } from "~/lib/page-data/affiliate.server";

export const loader = ({ request }: LoaderFunctionArgs) => affiliateLayoutData(request);
export default AffiliateLayout;
