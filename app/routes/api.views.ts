import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handleViewBeacon } from "~/lib/endpoints/view-beacon.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => handleViewBeacon(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => handleViewBeacon(request, context);
