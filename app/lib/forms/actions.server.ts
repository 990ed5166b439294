import type { ActionFunctionArgs } from "@remix-run/node";
import { clientAddressOf } from "~/lib/security/client-address.server";
import { handleFormSubmission } from "~/lib/submissions/pipeline.server";
import { affiliateSchema, supportSchema, waitlistSchema } from "./schemas";

/** The site's simple forms: each is the submissions pipeline with its schema, what it stores and its thanks. */
const SIMPLE_FORMS = {
  waitlist: {
    schema: waitlistSchema,
    kind: "waitlistEntry",
    toast: { title: "You are on the waitlist", description: "We will e-mail you when it opens, with your launch pricing." },
    // One sign-up per address: joining again (from either waitlist page) changes nothing and says so.
    once: {
      identity: (value: Record<string, unknown>) => String(value.email),
      alreadyToast: { title: "You're already on the list", description: "We have this address: you will hear from us when it opens." },
    },
  },
  support: {
    schema: supportSchema,
    kind: "supportRequest",
    toast: { title: "Message sent", description: "We reply within one business day, to the e-mail address you gave." },
  },
  affiliate: {
    schema: affiliateSchema,
    kind: "affiliateSignup",
    toast: { title: "Application received", description: "We review every application within two business days and reply by e-mail." },
  },
} as const;

/** What a simple form's route `action` answers (called from the action, so the browser build never runs it). */
export function submitSimpleForm(form: keyof typeof SIMPLE_FORMS, { request, context }: ActionFunctionArgs) {
  return handleFormSubmission({ request, clientAddress: clientAddressOf(context), form, ...SIMPLE_FORMS[form] });
}
