import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { cms } from "~/lib/cms/client/cms.server";
import { handlePublishWebhook } from "~/lib/endpoints/sanity-webhook.server";

export const loader = ({ request }: LoaderFunctionArgs) => handlePublishWebhook(request, cms);
export const action = ({ request }: ActionFunctionArgs) => handlePublishWebhook(request, cms);
