import type { TierView } from "~/lib/cms/queries/products";
import { formatUsd } from "./core/format";

type PricedTier = Pick<TierView, "price" | "billing" | "paymentPlan">;

/** How a tier's price reads: "$499" + "one-time", or "$299" + "down, then $75/month for 5 months". */
export function tierPriceLabel(tier: PricedTier): { amount: string; terms: string } {
  if (tier.billing === "payment-plan" && tier.paymentPlan) {
    const { monthlyAmount, months } = tier.paymentPlan;
    return { amount: formatUsd(tier.price), terms: `down, then ${formatUsd(monthlyAmount)}/month for ${months} months` };
  }
  return { amount: formatUsd(tier.price), terms: "one-time" };
}
