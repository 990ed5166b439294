import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { SupportPage } from "~/components/pages/company/support-page";
import { submitSimpleForm } from "~/lib/actions/forms.server";
import { supportPageData } from "~/lib/page-data/company.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => supportPageData(request);
export const action = (args: ActionFunctionArgs) => submitSimpleForm("support", args);
export const meta: MetaFunction<typeof loader> = routeMeta;
export default SupportPage;
