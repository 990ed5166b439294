import type { LoaderFunctionArgs } from "@remix-run/node";
import { enablePreview } from "~/lib/endpoints/preview-mode.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => enablePreview(request, context);
