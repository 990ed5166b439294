import type { Kysely } from "kysely";
import { isAffiliateCode } from "~/lib/affiliates/programme";
import type { SiteTables } from "~/lib/storage/tables";
import { ORDER_FORM_ID } from "./order";
import { isRecord, orderRecordOf, type LineState } from "./order-record";

/**
 * The orders affiliates referred, for one affiliate's dashboard or the console's list (decision 070). Nothing here names
 * a buyer or an order's reference (a reference opens the buyer's order page): an affiliate sees what was bought, when,
 * and its state. Read from the site's database: with the Sanity submission store, commissions still show, orders not.
 */

type Db = Kysely<SiteTables>;

/** A referred order as its affiliate may see it: when, the campaign, what was bought and its state; no buyer, no reference. */
export interface ReferredOrder {
  code: string;
  orderedAt: string;
  campaign: string;
  lines: { label: string; amount: number; state: LineState }[];
  paid: number;
}

/**
 * The orders carrying a referral (the tracking part's `referral: { code, campaign, clickedAt }`), newest first; of
 * one affiliate when `code` is given. The JSON is matched as text first (a code is six letters or digits, no LIKE
 * wildcard), then each candidate's parsed referral is checked, so both engines run one query.
 */
export async function referredOrders(db: Db, code?: string, limit = 200): Promise<ReferredOrder[]> {
  if (code !== undefined && !isAffiliateCode(code)) return [];
  let query = db
    .selectFrom("submissions")
    .select(["data", "submitted_at"])
    .where("kind", "=", ORDER_FORM_ID)
    .where("data", "like", '%"referral":%');
  if (code !== undefined) query = query.where("data", "like", `%"${code}"%`);
  const rows = await query.orderBy("submitted_at", "desc").execute();
  const orders: ReferredOrder[] = [];
  for (const row of rows) {
    const data = JSON.parse(row.data) as Record<string, unknown>;
    const referral = isRecord(data.referral) ? data.referral : {};
    if (!isAffiliateCode(referral.code) || (code !== undefined && referral.code !== code)) continue;
    const record = orderRecordOf(data);
    orders.push({
      code: referral.code,
      orderedAt: row.submitted_at,
      campaign: typeof referral.campaign === "string" ? referral.campaign : "",
      lines: record.lines.map(({ label, amount, state }) => ({ label, amount, state })),
      paid: record.totals.paid,
    });
    if (orders.length === limit) break;
  }
  return orders;
}
