import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import * as mini from "zod/mini";
import { parseForm } from "~/lib/forms/parse-form";
import { SIMPLE_FORMS } from "~/lib/forms/registry.server";
import { affiliateSchema, supportSchema, waitlistSchema } from "~/lib/forms/schemas";
import type { OrderCatalog } from "~/lib/orders/order";
import { orderSchema } from "~/lib/orders/order-schema";
import { sanitizeFormData } from "~/lib/security/sanitize";
import { scriptOnlyTier } from "../support/order-fixtures";

/**
 * The browser validates with parseForm, the server with conform's parseWithZod (the authority): for every form's
 * schema and a table of posts, typical and tampered, both must give the same submission, messages included.
 */

type Fields = Record<string, string | string[]>;

function formData(fields: Fields): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const item of [value].flat()) data.append(name, item);
  return sanitizeFormData(data);
}

/** What a submission tells the form: status, value, and the reply conform sends back (errors, the values kept). */
function outcome(submission: { status?: string; payload: unknown; reply: () => unknown; value?: unknown }) {
  return { status: submission.status, payload: submission.payload, value: submission.value, reply: submission.reply() };
}

function expectSameAsServer(schema: Parameters<typeof parseForm>[1], fields: Fields) {
  const browser = outcome(parseForm(formData(fields), schema));
  const server = outcome(parseWithZod(formData(fields), { schema }));
  expect(browser).toEqual(server);
  return browser;
}

/** Posts every form sees: nothing, empty fields, whitespace, markup, repeated fields, checkbox values that are not "on". */
const TAMPERED: Fields[] = [
  {},
  { name: "", email: "", topic: "", message: "", orderReference: "", website: "", promotion: "", paypalEmail: "", agreeToTerms: "" },
  { name: "   ", email: "  owner@example.com  ", message: "<<<>>>" },
  { name: ["Ana", "Bo"], email: ["a@b.co", "c@d.co"], interest: ["x", "y"], topic: ["technical", "billing"] },
  { agreeToTerms: "yes", email: "a@b.co", interest: "Every platform!" },
  { agreeToTerms: ["on", "on"], website: "javascript:alert(1)", paypalEmail: "nope" },
  { website: "ftp://example.com", orderReference: " xk-7m3q9t2wz4kd " },
  { website: `https://example.com/${"a".repeat(300)}`, message: "x".repeat(5001), name: "n".repeat(81) },
  { unknownField: "ignored", email: "owner@example.com" },
];

describe("parseForm gives the server's submission", () => {
  it.each(Object.values(SIMPLE_FORMS).map((form) => [form.id, form.schema] as const))(
    "for every form of the registry, on the posts every form sees: %s",
    (_id, schema) => {
      for (const fields of TAMPERED) expectSameAsServer(schema, fields);
    },
  );

  it("for the waitlist form", () => {
    expect(expectSameAsServer(waitlistSchema, { email: "owner@example.com", name: "Ana", interest: "learning-management" }).status).toBe(
      "success",
    );
    for (const fields of TAMPERED) expectSameAsServer(waitlistSchema, fields);
  });

  it("for the support form", () => {
    const good = { name: "Marcus Hale", email: "marcus@surfdrift.example", topic: "technical", message: "My cron jobs stopped." };
    expect(expectSameAsServer(supportSchema, { ...good, orderReference: "xk-7m3q9t2wz4kd" }).value).toMatchObject({
      orderReference: "XK-7M3Q9T2WZ4KD",
    });
    expect(expectSameAsServer(supportSchema, {}).reply).toMatchObject({
      error: {
        name: ["Enter your name."],
        email: ["Enter your e-mail address."],
        topic: ["Choose what your message is about."],
        message: ["Tell us how we can help."],
      },
    });
    for (const fields of TAMPERED) expectSameAsServer(supportSchema, fields);
    for (const fields of TAMPERED) expectSameAsServer(supportSchema, { ...good, ...fields });
  });

  it("for the affiliate form", () => {
    const good = {
      name: "Janet Okoro",
      email: "janet@okoro.example",
      promotion: "A weekly newsletter.",
      paypalEmail: "pay@okoro.example",
      agreeToTerms: "on",
    };
    expect(expectSameAsServer(affiliateSchema, { ...good, website: "https://okoro.example" }).status).toBe("success");
    for (const fields of TAMPERED) expectSameAsServer(affiliateSchema, fields);
    for (const fields of TAMPERED) expectSameAsServer(affiliateSchema, { ...good, ...fields });
  });

  it("for every step of the order funnel", () => {
    const catalog: OrderCatalog = {
      tiers: [scriptOnlyTier],
      installationPrice: 50,
      offers: [],
      modifications: [
        { slug: "surf-contest-module", name: "Surf Contest Module", price: 89 },
        { slug: "rotator", name: "Rotator", price: 49 },
      ],
    };
    const complete = {
      tier: "script-only",
      domainChoice: "own",
      domain: "MySurfExchange.com",
      hosting: "own",
      serverReady: "on",
      installation: "on",
      modifications: ["surf-contest-module", "rotator"],
      name: "Ana Owner",
      email: "ana@example.com",
      country: "Portugal",
      acceptTerms: "on",
    };
    const orderPosts: Fields[] = [
      ...TAMPERED,
      complete,
      { ...complete, hosting: "ours" },
      { ...complete, serverReady: "" },
      { ...complete, modifications: "rotator" },
      { ...complete, modifications: "" },
      { ...complete, modifications: ["rotator", "unknown"] },
      { ...complete, tier: "gold", domainChoice: "maybe", domain: "https://x.com/", graphics: "1", vip: "true" },
    ];
    for (let step = 0; step < 7; step += 1) for (const fields of orderPosts) expectSameAsServer(orderSchema(catalog, step), fields);
    expect(expectSameAsServer(orderSchema(catalog, 6), complete).status).toBe("success");
  });

  it("for required lists and nested objects (no form has them yet)", () => {
    const schema = mini.object({
      tags: mini.array(mini.enum(["a", "b"], { error: "Pick a or b." })).check(mini.minLength(1, "Pick one.")),
      contact: mini.object({ email: mini.string({ error: "Enter an e-mail." }), call: mini.optional(mini.boolean()) }),
    });
    const posts: Fields[] = [
      {},
      { tags: "" },
      { tags: "a" },
      { tags: ["a", ""] },
      { tags: ["a", "c"], "contact.call": "on", "contact.email": "" },
    ];
    for (const fields of posts) expectSameAsServer(schema, fields);
  });

  it("for a field validated on its own (conform's validate intent)", () => {
    const intent = JSON.stringify({ type: "validate", payload: { name: "email" } });
    expectSameAsServer(supportSchema, { __intent__: intent, email: "nope" });
  });
});

describe("parseForm in the browser", () => {
  it("gives zod's English messages without full zod, which is what installs them on the server", () => {
    const schema = mini.object({ subscribe: mini.optional(mini.boolean()) });
    const withFullZod = parseForm(formData({ subscribe: "yes" }), schema).reply().error;
    z.config({ localeError: undefined });
    try {
      expect(parseForm(formData({ subscribe: "yes" }), schema).reply().error).toEqual(withFullZod);
      expect(withFullZod).toEqual({ subscribe: ["Invalid input: expected boolean, received string"] });
    } finally {
      z.config(z.locales.en());
    }
  });

  it("refuses a schema type it cannot read form values into, instead of validating differently", () => {
    expect(() => parseForm(formData({ n: "1" }), mini.object({ n: mini.number() }))).toThrow(/"number"/);
  });
});
