import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { WaitlistConfirmationPage } from "~/components/pages/mail/waitlist-confirmation-page";
import { waitlistConfirmationAction } from "~/lib/actions/mail-links.server";
import { waitlistConfirmationPageData } from "~/lib/page-data/mail.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => waitlistConfirmationPageData(request);
export const action = (args: ActionFunctionArgs) => waitlistConfirmationAction(args);
export const meta: MetaFunction<typeof loader> = routeMeta;
export default WaitlistConfirmationPage;
