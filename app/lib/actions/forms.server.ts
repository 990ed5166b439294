import type { ActionFunctionArgs } from "@remix-run/node";
import { clientAddressOf } from "~/lib/security/client-address.server";
import { handleFormSubmission } from "~/lib/submissions/pipeline.server";
import { SIMPLE_FORMS, type SimpleFormId } from "~/lib/forms/registry.server";

/** What a simple form's route `action` answers (called from the action, so the browser build never runs it). */
export function submitSimpleForm(form: SimpleFormId, { request, context }: ActionFunctionArgs) {
  return handleFormSubmission({ request, clientAddress: clientAddressOf(context), form: SIMPLE_FORMS[form] });
}
