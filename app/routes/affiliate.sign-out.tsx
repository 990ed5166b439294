import type { ActionFunctionArgs } from "@remix-run/node";
import { affiliateSignOutAction } from "~/lib/affiliate-area/sessions.server";

export const action = ({ request }: ActionFunctionArgs) => affiliateSignOutAction(request);
