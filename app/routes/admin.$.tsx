import type { LoaderFunctionArgs } from "@remix-run/node";
import { ADMIN_RESPONSE_HEADERS, requireOperator } from "~/lib/admin/operators.server";

/** An /admin address that is no page: the login first (an anonymous visitor learns nothing), then 404. */
export const loader = async ({ request }: LoaderFunctionArgs) => {
  await requireOperator(request);
  throw new Response("Not Found", { status: 404, statusText: "Not Found", headers: ADMIN_RESPONSE_HEADERS });
};
