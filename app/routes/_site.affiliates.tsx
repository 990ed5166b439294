import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { AffiliatesPage } from "~/components/pages/company/affiliates-page";
import { submitSimpleForm } from "~/lib/actions/forms.server";
import { affiliatesPageData } from "~/lib/page-data/company.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request }: LoaderFunctionArgs) => affiliatesPageData(request);
export const action = (args: ActionFunctionArgs) => submitSimpleForm("affiliate", args);
export const meta: MetaFunction<typeof loader> = routeMeta;
export default AffiliatesPage;
