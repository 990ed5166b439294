import type { LoaderFunctionArgs } from "@remix-run/node";
import { adminCampaignsCsv } from "~/lib/admin/campaigns.server";

export const loader = ({ request }: LoaderFunctionArgs) => adminCampaignsCsv(request);
