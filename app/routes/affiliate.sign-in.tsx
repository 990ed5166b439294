import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AffiliateSignInPage } from "~/components/pages/affiliate/affiliate-sign-in-page";
import { affiliateMeta } from "~/lib/affiliate-area/meta";
import { affiliateSignInAction, affiliateSignInPageData } from "~/lib/affiliate-area/sign-in.server";

export const loader = ({ request }: LoaderFunctionArgs) => affiliateSignInPageData(request);
export const action = ({ request, context }: ActionFunctionArgs) => affiliateSignInAction(request, context);
export const meta = () => affiliateMeta("Sign in");
export default AffiliateSignInPage;
