import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { WaitlistPage } from "~/components/pages/waitlist/waitlist-page";
import { submitSimpleForm } from "~/lib/actions/forms.server";
import { waitlistPageData } from "~/lib/page-data/waitlist.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => waitlistPageData(request, "coming-soon");
export const action = (args: ActionFunctionArgs) => submitSimpleForm("waitlist", args);
export const meta: MetaFunction<typeof loader> = routeMeta;
export default WaitlistPage;
