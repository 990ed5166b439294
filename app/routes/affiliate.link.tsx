import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AffiliateLinkPage } from "~/components/pages/affiliate/affiliate-link-page";
import { affiliateMeta } from "~/lib/affiliate-area/meta";
import { signInLinkAction, signInLinkPageData } from "~/lib/affiliate-area/sign-in.server";

export const loader = ({ request }: LoaderFunctionArgs) => signInLinkPageData(request);
export const action = ({ request, context }: ActionFunctionArgs) => signInLinkAction(request, context);
export const meta = () => affiliateMeta("Sign-in link");
export default AffiliateLinkPage;
