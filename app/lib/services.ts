import { formatUsd } from "./core/format";

/** The words shown for a service with no fixed price. */
export const QUOTED_PRICE = "Quoted per project";

/**
 * How a service's price reads: "$149" + "one-time", or, with no fixed price, "Quoted per project"
 * + the rest of its price note ("after we see your database"), without repeating the words.
 */
export function servicePriceLabel(service: { price?: number | null; priceNote?: string | null }): { amount: string; terms?: string } {
  const note = service.priceNote?.trim() || undefined;
  if (service.price != null) return { amount: formatUsd(service.price), ...(note ? { terms: note } : {}) };
  const rest = note?.replace(/^quoted per project[\s,.;:–-]*/i, "").trim();
  return { amount: QUOTED_PRICE, ...(rest ? { terms: rest } : {}) };
}
