import { formatUsd } from "~/lib/core/format";
import { defineForm, fieldText } from "~/lib/submissions/form.server";
import { ORDER_FORM_ID } from "./order";

const TEN_MINUTES = 10 * 60 * 1000;

/** The domain choices and the hosting the funnel stores (`domain.choice`, `hosting`), in the operators' words. */
const DOMAIN_CHOICES: Record<string, string> = { own: "has it", needs: "to register" };
const HOSTING_CHOICES: Record<string, string> = { ours: "our hosting", own: "own server" };

/**
 * The buyer's domain and where the exchange runs, as the operators read them (the inbox, the console's orders, their CSV);
 * an empty text for what an order does not have.
 */
export function orderChoicesOf(data: Record<string, unknown>): { domain: string; domainChoice: string; hosting: string } {
  const domain = (typeof data.domain === "object" && data.domain !== null ? data.domain : {}) as Record<string, unknown>;
  return {
    domain: fieldText(domain.name),
    domainChoice: DOMAIN_CHOICES[fieldText(domain.choice)] ?? "",
    hosting: HOSTING_CHOICES[fieldText(data.hosting)] ?? "",
  };
}

/**
 * The order funnel as a form of the registry (app/lib/forms/registry.server.ts): paying is its submission; Next and Back
 * move between its steps, many per order. Its schema depends on the catalogue and the step (./order-schema.ts).
 */
export const orderForm = defineForm({
  id: ORDER_FORM_ID,
  rateLimit: { max: 6, windowMs: TEN_MINUTES },
  stepRateLimit: { max: 60, windowMs: TEN_MINUTES },
  lead: {
    label: "Order",
    details: (data) => {
      const { domain, domainChoice, hosting } = orderChoicesOf(data);
      return [
        fieldText(data.reference),
        fieldText(data.tierName),
        formatUsd(Number(data.total ?? 0)),
        fieldText(data.status) || "awaiting-payment",
        domain ? `domain ${domain}${domainChoice ? ` (${domainChoice})` : ""}` : "",
        hosting,
      ]
        .filter(Boolean)
        .join(" · ");
    },
  },
});
