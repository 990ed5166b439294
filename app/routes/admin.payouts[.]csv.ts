import type { LoaderFunctionArgs } from "@remix-run/node";
import { adminPayoutsCsv } from "~/lib/admin/payouts.server";

export const loader = ({ request }: LoaderFunctionArgs) => adminPayoutsCsv(request);
