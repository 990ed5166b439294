import { z } from "zod";
import { ORDER_REFERENCE_PATTERN } from "~/lib/orders/reference";
import { emailAddress } from "~/lib/submissions/email";

/**
 * One schema per form, used by the browser (instant errors) and by the server (the authority).
 * Forms are parsed after sanitizeFormData (docs/architecture.md, Product rules), so what these check is what gets stored.
 */

function text(required: string, max: number, label: string) {
  return z.string({ error: required }).max(max, `${label} can be at most ${max} characters.`);
}

function optionalText(max: number, label: string) {
  return z.string().max(max, `${label} can be at most ${max} characters.`).optional();
}

const email = emailAddress();

const name = text("Enter your name.", 80, "Your name");

export const waitlistSchema = z.object({
  email,
  name: optionalText(80, "Your name"),
  interest: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/, "Choose one of the listed platforms.")
    .optional(),
});

export const SUPPORT_TOPICS = [
  { value: "pre-sale", title: "A question before buying" },
  { value: "technical", title: "Technical help with my site" },
  { value: "billing", title: "Billing, payments or a refund" },
  { value: "site-purchase", title: "Buying a site for sale" },
  { value: "custom-modification", title: "A custom modification" },
  { value: "graphics", title: "Banners, landing pages or graphics" },
  { value: "other", title: "Something else" },
] as const;

export const supportSchema = z.object({
  name,
  email,
  topic: z.enum(SUPPORT_TOPICS.map((topic) => topic.value) as [string, ...string[]], { error: "Choose what your message is about." }),
  message: z
    .string({ error: "Tell us how we can help." })
    .min(10, "Tell us a little more (at least 10 characters).")
    .max(5000, "Your message can be at most 5,000 characters."),
  orderReference: z
    .string()
    .trim()
    .toUpperCase()
    .regex(ORDER_REFERENCE_PATTERN, "Order references look like XK-7M3Q9T2WZ4KD; leave it empty if you have none.")
    .optional(),
});

export const affiliateSchema = z.object({
  name,
  email,
  website: z
    .string()
    .trim()
    .max(200, "That address is too long.")
    .pipe(z.url({ protocol: /^https?$/, error: "Enter your site's full address, starting with https://" }))
    .optional(),
  promotion: text("Tell us how you will promote XchangeKit.", 1000, "How you will promote"),
  paypalEmail: emailAddress({
    required: "Enter the PayPal e-mail address for your payouts.",
    invalid: "Enter a valid PayPal e-mail address.",
  }),
  agreeToTerms: z
    .boolean({ error: "Please read and accept the affiliate terms." })
    .refine((agreed) => agreed, "Please read and accept the affiliate terms."),
});
