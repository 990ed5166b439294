import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "~/lib/core/redirect.server";
import { ADMIN_HOME_PATH, ADMIN_RESPONSE_HEADERS } from "~/lib/admin/operators.server";
import { adminRefreshAction } from "~/lib/page-data/admin.server";

/** Refreshing changes state, so only a POST (the console's button) does it. */
export const loader = () => redirect(ADMIN_HOME_PATH, { headers: ADMIN_RESPONSE_HEADERS });
export const action = ({ request }: ActionFunctionArgs) => adminRefreshAction(request);
