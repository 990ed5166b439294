import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { securityReportReceiver } from "~/lib/endpoints/security-reports.server";

// Reports are POSTed; any other method is answered 405 by the same receiver.
export const loader = ({ request, context }: LoaderFunctionArgs) => securityReportReceiver.receive(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => securityReportReceiver.receive(request, context);
