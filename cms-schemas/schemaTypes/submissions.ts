import { BasketIcon, EnvelopeIcon, UsersIcon, ClipboardIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";

/**
 * What visitors send through the site's forms. The site writes these (with SANITY_API_WRITE_TOKEN);
 * in the Studio they are read-only, so a submission is never edited after the fact. One document type per form of the
 * site's registry (app/lib/forms/registry.server.ts), named by the form's id, with the fields its schema stores
 * (tests/unit/form-registry.test.ts checks both).
 */

const submittedAt = defineField({ name: "submittedAt", type: "datetime", validation: (rule) => rule.required() });
const email = defineField({ name: "email", type: "string", validation: (rule) => rule.required().email() });
const name = defineField({ name: "name", type: "string" });
/** Where the visitor came from: the first page's utm values, referring host and path (app/lib/submissions/attribution.ts). */
const attribution = defineField({
  name: "attribution",
  type: "object",
  description: "The utm source, medium and campaign, referring site and first page of the visit it was sent from.",
  fields: ["source", "medium", "campaign", "referrer", "landing"].map((field) => defineField({ name: field, type: "string" })),
});

export const waitlist = defineType({
  name: "waitlist",
  title: "Waitlist entry",
  type: "document",
  icon: ClipboardIcon,
  readOnly: true,
  fields: [
    email,
    name,
    defineField({ name: "interest", type: "string", description: "The platform they are waiting for." }),
    attribution,
    submittedAt,
  ],
  preview: { select: { title: "email", subtitle: "interest" } },
});

export const support = defineType({
  name: "support",
  title: "Support request",
  type: "document",
  icon: EnvelopeIcon,
  readOnly: true,
  fields: [
    { ...name, validation: (rule) => rule.required() },
    email,
    defineField({ name: "topic", type: "string", validation: (rule) => rule.required() }),
    defineField({ name: "message", type: "text", validation: (rule) => rule.required() }),
    defineField({ name: "orderReference", type: "string" }),
    attribution,
    submittedAt,
  ],
  preview: { select: { title: "topic", subtitle: "email" } },
});

/** An order line's states (app/lib/orders/order-record.ts, which the site's tests hold this list to). */
const LINE_STATES = ["awaiting-payment", "paid", "payment-failed", "payment-mismatch", "refunded", "cancelled"];

/** How an operator or the payment provider settled a line. */
const settlement = defineField({
  name: "settlement",
  type: "object",
  fields: [
    defineField({ name: "method", type: "string", options: { list: ["stripe", "paypal", "bank-transfer", "other"] } }),
    defineField({ name: "amount", title: "Amount received (USD)", type: "number" }),
    defineField({ name: "reference", type: "string" }),
    defineField({ name: "at", type: "datetime" }),
  ],
});

export const order = defineType({
  name: "order",
  title: "Order",
  type: "document",
  icon: BasketIcon,
  readOnly: true,
  fields: [
    defineField({ name: "reference", type: "string", validation: (rule) => rule.required() }),
    defineField({ name: "test", title: "Test order", type: "boolean", description: "Placed through /test-order-form." }),
    defineField({ name: "tier", type: "reference", to: [{ type: "pricingTier" }], validation: (rule) => rule.required() }),
    defineField({ name: "tierName", title: "Package", type: "string", description: "The package's name when it was ordered." }),
    defineField({
      name: "domain",
      type: "object",
      fields: [
        defineField({ name: "choice", type: "string", options: { list: ["own", "needs"] } }),
        defineField({ name: "name", type: "string" }),
      ],
    }),
    defineField({ name: "hosting", type: "string", options: { list: ["ours", "own"] } }),
    defineField({ name: "serverReady", title: "Own server meets the requirements", type: "boolean" }),
    defineField({ name: "notes", title: "Anything we should know", type: "text" }),
    defineField({ name: "addOns", type: "array", of: [defineArrayMember({ type: "string" })] }),
    defineField({
      name: "paymentProvider",
      type: "string",
      description: "The provider of the checkout link the buyer was sent to (stripe); empty for a link the site does not know.",
    }),
    defineField({
      name: "offers",
      title: "One-time offers in the order",
      type: "array",
      of: [defineArrayMember({ type: "string" })],
      description: "Slugs of the offers the order has, chosen as add-ons or included in the package: never offered again after it.",
    }),
    defineField({
      name: "buyer",
      type: "object",
      fields: [{ ...name, validation: (rule) => rule.required() }, email, defineField({ name: "country", type: "string" })],
    }),
    defineField({ name: "total", title: "Due at checkout (USD)", type: "number", validation: (rule) => rule.required().min(0) }),
    defineField({
      name: "instalments",
      type: "object",
      description: "Payment plan instalments after checkout.",
      fields: [defineField({ name: "monthlyAmount", type: "number" }), defineField({ name: "months", type: "number" })],
    }),
    defineField({
      name: "status",
      type: "string",
      title: "Checkout line's state",
      description: "Set by the payment provider's notifications or an operator in the console: a mismatch or failure needs a look.",
      options: { list: LINE_STATES },
    }),
    settlement,
    defineField({
      name: "payment",
      type: "object",
      description: "The provider's last confirmed payment for this order.",
      fields: [
        defineField({ name: "amount", title: "Amount (cents)", type: "number" }),
        defineField({ name: "currency", type: "string" }),
        defineField({ name: "at", type: "datetime" }),
      ],
    }),
    defineField({
      name: "offerPurchases",
      title: "One-time offers answered after the order",
      description: "Each offer accepted (a line of its own, at the price shown) or declined on its page, and what its payment did.",
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "offerPurchase",
          fields: [
            defineField({ name: "offer", type: "string" }),
            defineField({ name: "name", type: "string" }),
            defineField({ name: "status", type: "string", options: { list: [...LINE_STATES, "declined"] } }),
            defineField({ name: "price", title: "Price when accepted (USD)", type: "number" }),
            defineField({ name: "amount", title: "Amount paid (cents)", type: "number" }),
            defineField({ name: "currency", type: "string" }),
            defineField({ name: "at", type: "datetime" }),
            settlement,
          ],
          preview: { select: { title: "offer", subtitle: "status" } },
        }),
      ],
    }),
    defineField({ name: "paymentEvents", title: "Provider events applied", type: "array", of: [defineArrayMember({ type: "string" })] }),
    defineField({
      name: "delivered",
      description: "What the operator delivered, when and by whom (the console's order page).",
      type: "object",
      fields: ["licenceSent", "installationDone", "siteLive"].map((step) =>
        defineField({
          name: step,
          type: "object",
          fields: [defineField({ name: "at", type: "datetime" }), defineField({ name: "by", type: "string" })],
        }),
      ),
    }),
    defineField({
      name: "history",
      description: "Who did what to the order, when, and why (the console's audit trail).",
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "orderHistoryEntry",
          fields: ["id", "at", "by", "action", "line", "note"].map((field) =>
            defineField({ name: field, type: field === "at" ? "datetime" : "string" }),
          ),
          preview: { select: { title: "action", subtitle: "note" } },
        }),
      ],
    }),
    attribution,
    submittedAt,
  ],
  preview: {
    select: { title: "reference", buyer: "buyer.email", test: "test", status: "status" },
    prepare: ({ title, buyer, test, status }) => ({
      title: `${test ? "[test] " : ""}${title}`,
      subtitle: `${status ?? "awaiting-payment"} · ${buyer}`,
    }),
  },
});

export const affiliate = defineType({
  name: "affiliate",
  title: "Affiliate sign-up",
  type: "document",
  icon: UsersIcon,
  readOnly: true,
  fields: [
    { ...name, validation: (rule) => rule.required() },
    email,
    defineField({ name: "website", type: "url" }),
    defineField({ name: "promotion", title: "How they will promote", type: "text", validation: (rule) => rule.required() }),
    defineField({ name: "paypalEmail", title: "PayPal e-mail", type: "string", validation: (rule) => rule.required().email() }),
    defineField({ name: "agreeToTerms", title: "Agreed to the affiliate terms", type: "boolean", validation: (rule) => rule.required() }),
    attribution,
    submittedAt,
  ],
  preview: { select: { title: "name", subtitle: "email" } },
});

export const submissionTypes = [waitlist, support, order, affiliate];
