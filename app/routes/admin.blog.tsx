import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AdminBlogPage } from "~/components/pages/admin/admin-blog-page";
import { adminMeta } from "~/lib/admin/meta";
import { adminBlogAction, adminBlogPageData } from "~/lib/page-data/admin.server";

export const loader = ({ request }: LoaderFunctionArgs) => adminBlogPageData(request);
export const action = ({ request }: ActionFunctionArgs) => adminBlogAction(request);
export const meta = () => adminMeta("Blog");
export default AdminBlogPage;
