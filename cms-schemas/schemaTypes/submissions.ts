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

export const waitlist = defineType({
  name: "waitlist",
  title: "Waitlist entry",
  type: "document",
  icon: ClipboardIcon,
  readOnly: true,
  fields: [email, name, defineField({ name: "interest", type: "string", description: "The platform they are waiting for." }), submittedAt],
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
    submittedAt,
  ],
  preview: { select: { title: "topic", subtitle: "email" } },
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
        defineField({ name: "choice", type: "string", options: { list: ["own", "needs-one"] } }),
        defineField({ name: "name", type: "string" }),
      ],
    }),
    defineField({ name: "hosting", type: "string", options: { list: ["ours", "own-server"] } }),
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
      description: "Set by the payment provider's notifications: paid once confirmed; a mismatch or failure needs a look.",
      options: { list: ["awaiting-payment", "paid", "payment-failed", "payment-mismatch", "cancelled"] },
    }),
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
      title: "One-time offers bought after the order",
      description: "Each offer paid from its own page (Graphics Pack, VIP upgrades), checked against the offer's price.",
      type: "array",
      of: [
        defineArrayMember({
          type: "object",
          name: "offerPurchase",
          fields: [
            defineField({ name: "offer", type: "string" }),
            defineField({ name: "status", type: "string", options: { list: ["paid", "payment-failed", "payment-mismatch"] } }),
            defineField({ name: "amount", title: "Amount (cents)", type: "number" }),
            defineField({ name: "currency", type: "string" }),
            defineField({ name: "at", type: "datetime" }),
          ],
          preview: { select: { title: "offer", subtitle: "status" } },
        }),
      ],
    }),
    defineField({ name: "paymentEvents", title: "Provider events applied", type: "array", of: [defineArrayMember({ type: "string" })] }),
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
    submittedAt,
  ],
  preview: { select: { title: "name", subtitle: "email" } },
});

export const submissionTypes = [waitlist, support, order, affiliate];
