import type { Kysely } from "kysely";
import type { SiteTables } from "~/lib/storage/tables";

/** Clicks on tracking links as affiliates and the console read them (decision 070); counted by referral.server.ts. */

type Db = Kysely<SiteTables>;

/** Clicks per landing page and campaign, most first, with the total. */
export async function clicksOf(db: Db, code: string, rows = 50) {
  const grouped = await db
    .selectFrom("affiliate_clicks")
    .select(["path", "campaign", (eb) => eb.fn.sum<number>("clicks").as("clicks"), (eb) => eb.fn.max("day").as("lastDay")])
    .where("code", "=", code)
    .groupBy(["path", "campaign"])
    .orderBy("clicks", "desc")
    .orderBy("path")
    .execute();
  const total = grouped.reduce((sum, row) => sum + Number(row.clicks), 0);
  return { total, rows: grouped.slice(0, rows).map((row) => ({ ...row, clicks: Number(row.clicks) })) };
}

/** Clicks per affiliate code: the console's column. */
export async function clicksByAffiliate(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom("affiliate_clicks")
    .select(["code", (eb) => eb.fn.sum<number>("clicks").as("clicks")])
    .groupBy("code")
    .execute();
  return new Map(rows.map((row) => [row.code, Number(row.clicks)]));
}
