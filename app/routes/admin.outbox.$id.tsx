import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AdminOutboxMessageError, AdminOutboxMessagePage } from "~/components/pages/admin/admin-outbox-message-page";
import { adminMeta } from "~/lib/admin/meta";
import { adminMessagePageData } from "~/lib/admin/outbox.server";
import { adminOutboxResend } from "~/lib/admin/outbox-resend.server";

export const loader = ({ request, params }: LoaderFunctionArgs) => adminMessagePageData(request, params.id);
export const action = ({ request, params }: ActionFunctionArgs) => adminOutboxResend(request, params.id);
export const meta = () => adminMeta("Message");
export default AdminOutboxMessagePage;
export const ErrorBoundary = AdminOutboxMessageError;
