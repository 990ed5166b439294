import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "~/lib/core/redirect.server";
import { ADMIN_HOME_PATH, ADMIN_RESPONSE_HEADERS, requireOperator } from "~/lib/admin/operators.server";

export const loader = async ({ request }: LoaderFunctionArgs) => {
  await requireOperator(request);
  return redirect(ADMIN_HOME_PATH, { headers: ADMIN_RESPONSE_HEADERS });
};
