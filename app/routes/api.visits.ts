import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handleVisitBeacon } from "~/lib/endpoints/visit-beacon.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => handleVisitBeacon(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => handleVisitBeacon(request, context);
