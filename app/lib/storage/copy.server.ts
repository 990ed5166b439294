import type { Kysely } from "kysely";
import type { SiteTables } from "./tables";

/**
 * Every table of the site with the columns that name a row, in the order `copySiteTables` copies them (operators
 * before the sessions that refer to them), or null for a table not worth copying. Typed by `SiteTables`, so a table
 * added there and not here fails the type check.
 */
export const SITE_TABLE_KEYS: { readonly [Table in keyof SiteTables]: readonly (keyof SiteTables[Table] & string)[] | null } = {
  admin_users: ["email"],
  admin_sessions: ["id"],
  submissions: ["id"],
  post_views: ["slug", "day", "visitor"],
  post_view_salts: ["day"],
  preview_sessions: ["id"],
  site_secrets: ["name"],
  admin_login_failures: ["key"],
  rate_limits: ["key"],
  // Messages not yet sent are copied too: moving to PostgreSQL loses none.
  outbox: ["id"],
  // An unsubscribe is a standing instruction: a move must not forget it.
  unsubscribes: ["address"],
  // The affiliate programme's accounts and money (decision 069).
  affiliates: ["code"],
  affiliate_clicks: ["code", "day", "path", "campaign"],
  commissions: ["id"],
  payouts: ["id"],
  // Affiliates stay signed in across a move; a used sign-in link stays used (decision 070).
  affiliate_sessions: ["id"],
  affiliate_sign_in_uses: ["nonce"],
  // Campaign visits (decision 073): anonymous counts a report over past months needs.
  campaign_visits: ["day", "stage", "visitor", "source", "medium", "campaign", "referrer", "landing"],
  // Announcements of the last minutes to the processes on one SQLite file: a new database's instances need none of them.
  publishes: null,
};

/** What the copy of one table found: rows in the source; copied; already in the target as they are; kept as the target has them. */
export interface TableCopy {
  table: keyof SiteTables;
  rows: number;
  copied: number;
  same: number;
  different: number;
}

type Row = Record<string, unknown>;
/** The tables by name, as a copy that goes through each of them sees them. */
type AnyTables = Record<string, Row>;

/**
 * Copies every row of every table of `from` that `to` does not have (by its key), in batches: rows already there are
 * never overwritten (the target is the one serving once it has been switched to), so running it again copies nothing
 * twice, and a row the target changed since (a lead marked handled, a session seen again) is kept and counted as
 * `different`. Both must be migrated to the same version first.
 */
export async function copySiteTables(
  from: Kysely<SiteTables>,
  to: Kysely<SiteTables>,
  { batchSize = 500, onTable }: { batchSize?: number; onTable?: (copy: TableCopy) => void } = {},
): Promise<TableCopy[]> {
  const source = from as unknown as Kysely<AnyTables>;
  const target = to as unknown as Kysely<AnyTables>;
  const copies: TableCopy[] = [];
  for (const [table, key] of Object.entries(SITE_TABLE_KEYS) as [keyof SiteTables, readonly string[] | null][]) {
    if (!key) continue;
    const copy: TableCopy = { table, rows: 0, copied: 0, same: 0, different: 0 };
    for (let offset = 0; ; offset += batchSize) {
      let page = source.selectFrom(table).selectAll();
      for (const column of key) page = page.orderBy(column);
      const rows: Row[] = await page.limit(batchSize).offset(offset).execute();
      if (rows.length === 0) break;
      copy.rows += rows.length;
      const existing = await target
        .selectFrom(table)
        .selectAll()
        .where((eb) => eb.or(rows.map((row) => eb.and(key.map((column) => eb(column, "=", row[column]))))))
        .execute();
      const keyOf = (row: Row) => JSON.stringify(key.map((column) => row[column]));
      const there = new Map(existing.map((row) => [keyOf(row), row]));
      const missing: Row[] = [];
      for (const row of rows) {
        const theirs = there.get(keyOf(row));
        if (!theirs) missing.push(row);
        else if (Object.keys(row).every((column) => row[column] === theirs[column])) copy.same += 1;
        else copy.different += 1;
      }
      if (missing.length > 0) {
        // Another writer may have added one of them since: its row is kept, as above.
        const inserted = await target
          .insertInto(table)
          .values(missing)
          .onConflict((conflict) => conflict.doNothing())
          .executeTakeFirst();
        const count = Number(inserted.numInsertedOrUpdatedRows ?? 0);
        copy.copied += count;
        copy.different += missing.length - count;
      }
    }
    copies.push(copy);
    onTable?.(copy);
  }
  return copies;
}
