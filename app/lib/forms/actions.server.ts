import type { ActionFunctionArgs } from "@remix-run/node";
import { handleFormSubmission } from "~/lib/submissions/pipeline.server";
import { affiliateSchema, supportSchema, waitlistSchema } from "./schemas";

/** The actions of the site's simple forms: each is the submissions pipeline with its schema and its thanks. */

export const waitlistAction = ({ request }: ActionFunctionArgs) =>
  handleFormSubmission({
    request,
    form: "waitlist",
    schema: waitlistSchema,
    kind: "waitlistEntry",
    toast: { title: "You are on the waitlist", description: "We will e-mail you when it opens, with your launch pricing." },
  });

export const supportAction = ({ request }: ActionFunctionArgs) =>
  handleFormSubmission({
    request,
    form: "support",
    schema: supportSchema,
    kind: "supportRequest",
    toast: { title: "Message sent", description: "We reply within one business day, to the e-mail address you gave." },
  });

export const affiliateAction = ({ request }: ActionFunctionArgs) =>
  handleFormSubmission({
    request,
    form: "affiliate",
    schema: affiliateSchema,
    kind: "affiliateSignup",
    toast: { title: "Application received", description: "We review every application within two business days and reply by e-mail." },
  });
