import { formatUsd } from "~/lib/core/format";
import { defineForm, fieldText } from "~/lib/submissions/form.server";
import { ORDER_FORM_ID } from "./order";

const TEN_MINUTES = 10 * 60 * 1000;

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
    details: (data) =>
      [
        fieldText(data.reference),
        fieldText(data.tierName),
        formatUsd(Number(data.total ?? 0)),
        fieldText(data.status) || "awaiting-payment",
      ].join(" · "),
  },
});
