import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { disablePreview } from "~/lib/endpoints/preview-mode.server";

export const loader = ({ request }: LoaderFunctionArgs) => disablePreview(request);
export const action = ({ request }: ActionFunctionArgs) => disablePreview(request);
