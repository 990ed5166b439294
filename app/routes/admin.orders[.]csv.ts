import type { LoaderFunctionArgs } from "@remix-run/node";
import { adminOrdersCsv } from "~/lib/admin/orders.server";

export const loader = ({ request }: LoaderFunctionArgs) => adminOrdersCsv(request);
