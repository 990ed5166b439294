import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "~/lib/core/redirect.server";
import { ADMIN_LOGIN_PATH, ADMIN_RESPONSE_HEADERS } from "~/lib/admin/operators.server";
import { adminLogoutAction } from "~/lib/page-data/admin.server";

/** Logging out changes state, so only a POST (from the console's own page) does it. */
export const loader = () => redirect(ADMIN_LOGIN_PATH, { headers: ADMIN_RESPONSE_HEADERS });
export const action = ({ request }: ActionFunctionArgs) => adminLogoutAction(request);
