import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ModificationPage } from "~/components/pages/marketplace/modification-page";
import { modificationPageData } from "~/lib/page-data/marketplace.server";
import { routeMeta } from "~/lib/seo/route-meta";

export const loader = ({ request, params }: LoaderFunctionArgs) => modificationPageData(request, params.slug ?? "");
export const meta: MetaFunction<typeof loader> = routeMeta;
export default ModificationPage;
