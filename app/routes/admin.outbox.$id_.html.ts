import type { LoaderFunctionArgs } from "@remix-run/node";
import { adminMessageHtml } from "~/lib/admin/outbox.server";

export const loader = ({ request, params }: LoaderFunctionArgs) => adminMessageHtml(request, params.id);
