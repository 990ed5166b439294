import { randomBytes } from "node:crypto";
import type { Insertable } from "kysely";
import { DAY_MS } from "../../app/lib/affiliates/commission-rules";
import { orderReferenceFromBytes } from "../../app/lib/orders/reference";
import type { SiteTables } from "../../app/lib/storage/tables";

/**
 * A pending package commission of `cents` (30 % of its base) for `code` on an order of its own, earned the sample's 30
 * days before `maturesAt`; `overrides` replace any column.
 */
export function commissionRow(
  code: string,
  cents: number,
  maturesAt: number,
  overrides: Partial<Insertable<SiteTables["commissions"]>> = {},
): Insertable<SiteTables["commissions"]> {
  return {
    id: `evt_${randomBytes(8).toString("hex")}:package`,
    affiliate_code: code,
    order_reference: orderReferenceFromBytes(randomBytes(12)),
    line: "order",
    category: "package",
    base_cents: Math.round(cents / 0.3),
    rate: 30,
    amount_cents: cents,
    status: "pending",
    earned_at: maturesAt - 30 * DAY_MS,
    matures_at: maturesAt,
    cancelled_reason: null,
    payout_id: null,
    ...overrides,
  };
}
