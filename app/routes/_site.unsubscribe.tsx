import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { UnsubscribePage } from "~/components/pages/mail/unsubscribe-page";
import { unsubscribeAction } from "~/lib/actions/mail-links.server";
import { unsubscribePageData } from "~/lib/page-data/mail.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => unsubscribePageData(request);
export const action = (args: ActionFunctionArgs) => unsubscribeAction(args);
export const meta: MetaFunction<typeof loader> = routeMeta;
export default UnsubscribePage;
