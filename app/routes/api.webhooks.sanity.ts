import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { cms } from "~/lib/cms/cms.server";
import { handlePublishWebhook } from "~/lib/cms/publish-webhook.server";

export const loader = ({ request }: LoaderFunctionArgs) => handlePublishWebhook(request, cms);
export const action = ({ request }: ActionFunctionArgs) => handlePublishWebhook(request, cms);
