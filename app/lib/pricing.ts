import { formatUsd } from "./format";

interface PricedTier {
  price: number;
  billing: "one-time" | "payment-plan";
  paymentPlan?: { downPayment: number; monthlyAmount: number; months: number } | null;
}

/** How a tier's price reads: "$499" + "one-time", or "$299" + "down, then $75/month for 5 months". */
export function tierPriceLabel(tier: PricedTier): { amount: string; terms: string } {
  if (tier.billing === "payment-plan" && tier.paymentPlan) {
    const { monthlyAmount, months } = tier.paymentPlan;
    return { amount: formatUsd(tier.price), terms: `down, then ${formatUsd(monthlyAmount)}/month for ${months} months` };
  }
  return { amount: formatUsd(tier.price), terms: "one-time" };
}

/** The order funnel, with this tier chosen. */
export function orderLink(tierSlug: string): string {
  return `/order-funnel?tier=${encodeURIComponent(tierSlug)}`;
}
