import * as z from "zod/mini";
import { emailAddress } from "~/lib/submissions/email";
import { ORDER_STEPS, type OrderCatalog } from "./order";

/** A domain name without scheme or path: mysurfexchange.com. */
const DOMAIN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * The order's fields for every step up to `throughStep` (the server checks all of them at the end).
 * zod/mini, like every schema the browser loads (docs/decisions/026-client-bundle-budget.md).
 */
export function orderSchema(catalog: OrderCatalog, throughStep: number) {
  const slugs = catalog.tiers.map((tier) => tier.slug);
  const all = {
    tier: z.enum(slugs as [string, ...string[]], { error: "Choose a package." }),
    domainChoice: z.enum(["own", "needs"], { error: "Tell us whether you already have a domain." }),
    domain: z
      .string({ error: "Enter the domain name." })
      .check(z.trim(), z.toLowerCase(), z.regex(DOMAIN, "Enter a domain like mysurfexchange.com, without https:// or slashes.")),
    hosting: z.enum(["ours", "own"], { error: "Choose where your exchange will run." }),
    serverReady: z.optional(z.boolean()),
    installation: z.optional(z.boolean()),
    graphics: z.optional(z.boolean()),
    vip: z.optional(z.boolean()),
    modifications: z.optional(
      z.array(
        z.enum(catalog.modifications.map((mod) => mod.slug) as [string, ...string[]], { error: "Choose modifications from the list." }),
      ),
    ),
    name: z.string({ error: "Enter your name." }).check(z.maxLength(80, "Your name can be at most 80 characters.")),
    email: emailAddress(),
    country: z.optional(z.string().check(z.maxLength(60, "The country can be at most 60 characters."))),
    notes: z.optional(z.string().check(z.maxLength(1000, "Your notes can be at most 1,000 characters."))),
    acceptTerms: z
      .boolean({ error: "Please accept the terms of service and the support policy." })
      .check(z.refine((accepted) => accepted, "Please accept the terms of service and the support policy.")),
  };
  const fields = ORDER_STEPS.slice(0, throughStep + 1).flatMap((step) => step.fields as readonly (keyof typeof all)[]);
  const shape = Object.fromEntries(fields.map((field) => [field, all[field]])) as Partial<typeof all>;
  return z.object(shape).check(
    z.superRefine((values, context) => {
      const tier = catalog.tiers.find((candidate) => candidate.slug === values.tier);
      if (values.hosting === "ours" && tier && !tier.includesHosting) {
        context.addIssue({
          code: "custom",
          path: ["hosting"],
          message: `${tier.name} does not include our hosting: choose your own server, or go back and pick a package with hosting.`,
        });
      }
      if (values.hosting === "own" && !values.serverReady) {
        context.addIssue({ code: "custom", path: ["serverReady"], message: "Please confirm that your server meets the requirements." });
      }
    }),
  );
}
