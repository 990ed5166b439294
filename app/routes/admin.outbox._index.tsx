import type { LoaderFunctionArgs } from "@remix-run/node";
import { AdminOutboxPage } from "~/components/pages/admin/admin-outbox-page";
import { adminMeta } from "~/lib/admin/meta";
import { adminOutboxPageData } from "~/lib/admin/outbox.server";

export const loader = ({ request }: LoaderFunctionArgs) => adminOutboxPageData(request);
export const meta = () => adminMeta("Outbox");
export default AdminOutboxPage;
