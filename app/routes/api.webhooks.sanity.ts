import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handlePublishWebhook } from "~/lib/endpoints/sanity-webhook.server";

export const loader = ({ request }: LoaderFunctionArgs) => handlePublishWebhook(request);
export const action = ({ request }: ActionFunctionArgs) => handlePublishWebhook(request);
