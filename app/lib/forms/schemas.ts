import * as z from "zod/mini";
import { ORDER_REFERENCE_PATTERN } from "~/lib/orders/reference";
import { emailAddress } from "~/lib/submissions/email";
import { SUPPORT_TOPICS } from "./support-topics";

/**
 * The part of each form's registry entry the browser needs: its id, its schema and its element's id. The server's part
 * (rate limit, success message, what operators see) is in registry.server.ts and spreads this one, so the two cannot disagree.
 * One schema per form, used by the browser (instant errors) and by the server (the authority).
 * Forms are parsed after sanitizeFormData (docs/architecture.md, Product rules), so what these check is what gets stored.
 * Written with zod/mini, which tree-shakes to what the form uses (docs/decisions/026-client-bundle-budget.md).
 */

/** What a form's component needs: the form's id (its tokens' and stored submissions' name), schema and element id. */
export interface ClientForm<Schema extends z.ZodMiniObject = z.ZodMiniObject> {
  id: string;
  schema: Schema;
  /** The `<form>` element's id and its fetcher's key, when not the form's id (a page's section keys already use it). */
  elementId?: string;
}

function text(required: string, max: number, label: string) {
  return z.string({ error: required }).check(z.maxLength(max, `${label} can be at most ${max} characters.`));
}

function optionalText(max: number, label: string) {
  return z.optional(z.string().check(z.maxLength(max, `${label} can be at most ${max} characters.`)));
}

const email = emailAddress();

const name = text("Enter your name.", 80, "Your name");

export const waitlistSchema = z.object({
  email,
  name: optionalText(80, "Your name"),
  interest: z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,60}$/, "Choose one of the listed platforms."))),
});

export const supportSchema = z.object({
  name,
  email,
  topic: z.enum(SUPPORT_TOPICS.map((topic) => topic.value) as [string, ...string[]], { error: "Choose what your message is about." }),
  message: z
    .string({ error: "Tell us how we can help." })
    .check(
      z.minLength(10, "Tell us a little more (at least 10 characters)."),
      z.maxLength(5000, "Your message can be at most 5,000 characters."),
    ),
  orderReference: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.toUpperCase(),
        z.regex(ORDER_REFERENCE_PATTERN, "Order references look like XK-7M3Q9T2WZ4KD; leave it empty if you have none."),
      ),
  ),
});

export const affiliateSchema = z.object({
  name,
  email,
  website: z.optional(
    z.pipe(
      z.string().check(z.trim(), z.maxLength(200, "That address is too long.")),
      z.url({ protocol: /^https?$/, error: "Enter your site's full address, starting with https://" }),
    ),
  ),
  promotion: text("Tell us how you will promote our products.", 1000, "How you will promote"),
  paypalEmail: emailAddress({
    required: "Enter the PayPal e-mail address for your payouts.",
    invalid: "Enter a valid PayPal e-mail address.",
  }),
  agreeToTerms: z
    .boolean({ error: "Please read and accept the affiliate terms." })
    .check(z.refine((agreed) => agreed, "Please read and accept the affiliate terms.")),
});

// CMS sections get their key as id, and /coming-soon has a section keyed "waitlist": the form's element is "waitlist-form".
export const waitlistForm = { id: "waitlist", schema: waitlistSchema, elementId: "waitlist-form" } as const satisfies ClientForm;
export const supportForm = { id: "support", schema: supportSchema } as const satisfies ClientForm;
export const affiliateForm = { id: "affiliate", schema: affiliateSchema } as const satisfies ClientForm;
