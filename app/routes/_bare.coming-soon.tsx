import type { LoaderFunctionArgs } from "@remix-run/node";
import { WaitlistPage } from "~/components/waitlist-page";
import { loadWaitlistPage, waitlistAction } from "~/lib/forms/waitlist.server";
import { pageMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadWaitlistPage(request, "coming-soon");
export const action = waitlistAction;
export const meta = pageMeta;
export default WaitlistPage;
