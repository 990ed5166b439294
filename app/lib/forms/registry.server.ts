import {
  affiliateApplicationMessages,
  supportRequestMessages,
  visitorEventMessages,
  waitlistSignUpMessages,
} from "~/lib/mail/messages.server";
import { orderForm } from "~/lib/orders/order-form.server";
import { defineForm, fieldText } from "~/lib/submissions/form.server";
import { CONFIRMATION_DAYS } from "~/lib/mail/links.server";
import { affiliateForm, supportForm, waitlistForm } from "./schemas";
import { SUPPORT_TOPICS } from "./support-topics";
import { UNCONFIRMED } from "./waitlist-optin.server";

/**
 * Every form of the site, declared once (docs/decisions/043). The token endpoint, the rate limits, the stored kinds, the
 * route actions and the operators' inbox read this list, and the Studio has a document type of each form's id
 * (tests/unit/form-registry.test.ts checks every entry).
 * The browser's part of each entry (id, schema) is in ./schemas.ts; adding a form: docs/architecture.md, "Adding a form".
 */

/** Every form's limits count ten minutes: generous for people (nobody sends six support requests), tight for scripts. */
const TEN_MINUTES = 10 * 60 * 1000;

/** The inbox's line of details: the parts a submission has, in order. */
const detailsOf = (separator: string, ...parts: string[]) => parts.filter(Boolean).join(separator);

const support = defineForm({
  ...supportForm,
  rateLimit: { max: 5, windowMs: TEN_MINUTES },
  success: { title: "Message sent", description: "We reply within one business day, to the e-mail address you gave." },
  lead: {
    label: "Support",
    details: (data) =>
      detailsOf(
        " · ",
        data.orderReference ? `Order ${fieldText(data.orderReference)}` : "",
        `${fieldText(data.topic)}: ${fieldText(data.message)}`,
      ),
  },
  messages: ({ id, data }) =>
    visitorEventMessages((mail) =>
      supportRequestMessages(mail, {
        id,
        name: fieldText(data.name),
        email: fieldText(data.email),
        topic: SUPPORT_TOPICS.find((topic) => topic.value === data.topic)?.title ?? fieldText(data.topic),
        message: fieldText(data.message),
        orderReference: fieldText(data.orderReference),
      }),
    ),
});

const waitlist = defineForm({
  ...waitlistForm,
  rateLimit: { max: 5, windowMs: TEN_MINUTES },
  // Said alike to a new address and a known one (decision 064): a confirmed address needs nothing more.
  success: {
    title: "Check your inbox",
    description: `Open the link we sent to your address within ${CONFIRMATION_DAYS} days to confirm your place. If you confirmed it before, nothing more is needed.`,
  },
  // One sign-up per address: joining again (from either waitlist page) changes nothing, and is answered as the first time.
  once: { identity: (value) => String(value.email) },
  // Double opt-in (decision 067): unconfirmed until its owner follows the link mailed to it.
  storedWith: UNCONFIRMED,
  lead: {
    label: "Waitlist",
    details: (data) =>
      detailsOf(
        ", ",
        data.confirmed === true ? `Confirmed ${fieldText(data.confirmedAt).slice(0, 10)}` : "Not confirmed",
        data.interest ? `Interested in ${fieldText(data.interest)}` : "",
        data.source ? `from ${fieldText(data.source)}` : "",
      ),
  },
  // The confirmation link (double opt-in), with the sign-up: an address already on the list is no new sign-up, and gets nothing.
  messages: ({ id, data }) => visitorEventMessages((mail) => waitlistSignUpMessages(mail, { id, email: fieldText(data.email) })),
});

const affiliate = defineForm({
  ...affiliateForm,
  rateLimit: { max: 3, windowMs: TEN_MINUTES },
  success: { title: "Application received", description: "We review every application within two business days and reply by e-mail." },
  lead: {
    label: "Affiliate",
    details: (data) =>
      detailsOf(" · ", fieldText(data.website), fieldText(data.promotion), data.paypalEmail ? `PayPal ${fieldText(data.paypalEmail)}` : ""),
  },
  messages: ({ id, data }) =>
    visitorEventMessages((mail) =>
      affiliateApplicationMessages(mail, {
        id,
        name: fieldText(data.name),
        email: fieldText(data.email),
        website: fieldText(data.website),
        promotion: fieldText(data.promotion),
        paypalEmail: fieldText(data.paypalEmail),
      }),
    ),
});

function byId<const Forms extends readonly { id: string }[]>(...forms: Forms) {
  return Object.fromEntries(forms.map((form) => [form.id, form])) as { [Form in Forms[number] as Form["id"]]: Form };
}

/** The forms a route's action hands whole to the submissions pipeline (`submitSimpleForm`). */
export const SIMPLE_FORMS = byId(support, waitlist, affiliate);
export type SimpleFormId = keyof typeof SIMPLE_FORMS;

/** Every form, by id, in the order the inbox lists them. */
export const FORMS = { ...SIMPLE_FORMS, ...byId(orderForm) };
export type FormId = keyof typeof FORMS;
export const FORM_IDS = Object.keys(FORMS) as FormId[];

export function isFormId(value: unknown): value is FormId {
  return (FORM_IDS as readonly unknown[]).includes(value);
}

/** The forms whose submissions reach the operators' inbox, by the name an operator knows them by. */
export const LEAD_FORMS = Object.values(FORMS).flatMap((form) => (form.lead ? [{ kind: form.id, label: form.lead.label }] : []));
