import type { LoaderFunctionArgs } from "@remix-run/node";
import { adminLeadsCsv } from "~/lib/page-data/admin.server";

export const loader = ({ request }: LoaderFunctionArgs) => adminLeadsCsv(request);
