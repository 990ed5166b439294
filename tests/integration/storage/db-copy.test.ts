import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copySiteTables, SITE_TABLE_KEYS } from "~/lib/storage/copy.server";
import { migrateStorage, openStorage, type SiteStorage } from "~/lib/storage/storage.server";
import type { SiteTables } from "~/lib/storage/tables";
import { freshDatabaseConfig } from "../../support/storage-engines";

const run = promisify(execFile);
const ROOT = join(__dirname, "..", "..", "..");

/** `npm run db:copy -- …` as an operator runs it: its output. */
async function dbCopy(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ["--import", "tsx", join(ROOT, "scripts", "db-copy.ts"), ...args], { cwd: ROOT });
  return stdout;
}

const T0 = 1_795_000_000_000;

/** Three rows in every table of the site (more than a batch of two), bigints past 2^32 included. */
async function fillEveryTable(storage: SiteStorage) {
  const { db } = storage;
  const three = [0, 1, 2];
  await db
    .insertInto("admin_users")
    .values(three.map((n) => ({ email: `ops${n}@example.com`, password_hash: `$argon2id$${n}`, created_at: `2026-11-2${n}T10:00:00Z` })))
    .execute();
  await db
    .insertInto("admin_sessions")
    .values(three.map((n) => ({ id: `session-${n}`, email: `ops${n}@example.com`, last_seen: T0 + n })))
    .execute();
  await db
    .insertInto("submissions")
    .values(
      three.map((n) => ({
        id: `token-${n}`,
        kind: n === 0 ? "order" : "lead",
        data: JSON.stringify({ email: `buyer${n}@example.com`, note: "ünïcode ✓" }),
        submitted_at: `2026-11-2${n}T11:00:00Z`,
        email: `buyer${n}@example.com`,
        handled: n % 2,
      })),
    )
    .execute();
  await db
    .insertInto("post_views")
    .values(three.map((n) => ({ slug: "launch", day: "2026-11-27", visitor: `visitor-${n}` })))
    .execute();
  await db
    .insertInto("post_view_salts")
    .values(three.map((n) => ({ day: `2026-11-2${n}`, salt: `salt-${n}` })))
    .execute();
  await db
    .insertInto("preview_sessions")
    .values(three.map((n) => ({ id: `preview-${n}`, expires_at: T0 + n })))
    .execute();
  await db
    .insertInto("site_secrets")
    .values(three.map((n) => ({ name: `secret-${n}`, value: `value-${n}`, created_at: "2026-11-27T10:00:00Z" })))
    .execute();
  await db
    .insertInto("outbox")
    .values(
      three.map((n) => ({
        id: `message-${n}`,
        dedupe_key: `support-receipt:token-${n}\nbuyer${n}@example.com`,
        kind: "support-receipt",
        recipient: `buyer${n}@example.com`,
        subject: "We have your question",
        message: JSON.stringify({ subject: "We have your question", text: "ünïcode ✓" }),
        submission_id: `token-${n}`,
        status: n === 0 ? ("sent" as const) : ("pending" as const),
        attempts: n,
        next_attempt_at: T0 + n,
        lease_until: n === 1 ? T0 : 0,
        last_error: n === 2 ? "421 try later" : null,
        created_at: `2026-11-2${n}T11:00:00Z`,
        sent_at: n === 0 ? "2026-11-20T11:00:05Z" : null,
      })),
    )
    .execute();
  await db
    .insertInto("unsubscribes")
    .values(three.map((n) => ({ address: `reader${n}@example.com`, unsubscribed_at: `2026-11-2${n}T12:00:00Z` })))
    .execute();
  await db
    .insertInto("affiliates")
    .values(
      three.map((n) => ({
        code: `code${n}a`,
        email: `partner${n}@example.com`,
        name: `Partner ${n}`,
        paypal_email: `paypal${n}@example.com`,
        website: n === 1 ? "" : `https://partner${n}.example`,
        status: n === 2 ? ("disabled" as const) : ("active" as const),
        application_id: n === 0 ? null : `application-${n}`,
        approved_by: "ops0@example.com",
        created_at: `2026-11-2${n}T13:00:00Z`,
      })),
    )
    .execute();
  await db
    .insertInto("affiliate_clicks")
    .values(three.map((n) => ({ code: "code0a", day: "2026-11-27", path: `/page-${n}`, campaign: n === 0 ? "" : "launch", clicks: n + 1 })))
    .execute();
  await db
    .insertInto("commissions")
    .values(
      three.map((n) => ({
        id: `payment-event-${n}`,
        affiliate_code: "code0a",
        order_reference: `token-${n}`,
        line: "order",
        category: "package" as const,
        base_cents: 29_900,
        rate: 30,
        amount_cents: 8_970,
        status: n === 1 ? ("cancelled" as const) : n === 2 ? ("paid" as const) : ("pending" as const),
        earned_at: T0 + n,
        matures_at: T0 + n + 30 * 86_400_000,
        cancelled_reason: n === 1 ? "refunded" : null,
        payout_id: n === 2 ? "code0a:2026-10" : null,
      })),
    )
    .execute();
  await db
    .insertInto("payouts")
    .values(
      three.map((n) => ({
        id: `code${n}a:2026-10`,
        affiliate_code: `code${n}a`,
        period: "2026-10",
        amount_cents: 8_970 + n,
        paypal_email: `paypal${n}@example.com`,
        created_at: "2026-11-15T09:00:00Z",
        paid_at: n === 0 ? null : "2026-11-15T10:00:00Z",
        paid_by: n === 0 ? null : "ops0@example.com",
        reference: n === 2 ? "PAYPAL-MASS-1" : null,
      })),
    )
    .execute();
  await db
    .insertInto("campaign_visits")
    .values(
      three.map((n) => ({
        day: "2026-11-27",
        stage: n === 2 ? ("funnel" as const) : ("visit" as const),
        visitor: `visitor-${n}`,
        source: n === 0 ? "" : "newsletter",
        medium: n === 0 ? "" : "email",
        campaign: n === 0 ? "" : "launch",
        referrer: n === 0 ? "news.example.com" : "",
        landing: `/page-${n}`,
      })),
    )
    .execute();
  await db
    .insertInto("affiliate_sessions")
    .values(three.map((n) => ({ id: `affiliate-session-${n}`, code: `code${n}a`, last_seen: T0 + n })))
    .execute();
  await db
    .insertInto("affiliate_sign_in_uses")
    .values(three.map((n) => ({ nonce: `used-link-${n}`, expires_at: T0 + n })))
    .execute();
  for (const table of ["admin_login_failures", "rate_limits"] as const)
    await db
      .insertInto(table)
      .values(three.map((n) => ({ key: `${table}:${n}`, points: n + 1, expire: n === 2 ? null : T0 + n })))
      .execute();
}

/** The tables a copy takes, with their keys (not the publishes of the last minutes). */
const COPIED_TABLES = (Object.entries(SITE_TABLE_KEYS) as [keyof SiteTables, readonly string[] | null][]).filter(
  (entry): entry is [keyof SiteTables, readonly string[]] => entry[1] !== null,
);

/** Every row of every copied table, in key order: what a copy must reproduce. */
async function contents(storage: SiteStorage) {
  const tables: Record<string, unknown[]> = {};
  for (const [table, key] of COPIED_TABLES) {
    let query = storage.db.selectFrom(table).selectAll();
    for (const column of key) query = query.orderBy(column as never);
    tables[table] = await query.execute();
  }
  return tables;
}

describe("db:copy: the embedded SQLite file into PostgreSQL (decision 060)", () => {
  let folder: string;
  let file: string;
  let source: SiteStorage;
  let target: { url: string; drop(): Promise<void> };

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), "db-copy-"));
    file = join(folder, "submissions.db");
    source = openStorage({ engine: "sqlite", path: file });
    await migrateStorage(source);
    await fillEveryTable(source);
    const fresh = await freshDatabaseConfig("postgres");
    if (fresh.config.engine !== "postgres") throw new Error("freshDatabaseConfig gave no PostgreSQL");
    target = { url: fresh.config.url, drop: fresh.drop };
  });
  afterAll(async () => {
    await source.close();
    await target.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it("names every table the migrations make", async () => {
    const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(source.db);
    const made = rows.map((row) => row.name).filter((name) => !/^(kysely_|sqlite_)/.test(name));
    expect(made.toSorted()).toEqual(Object.keys(SITE_TABLE_KEYS).toSorted());
  });

  it("copies every row of every table, then copies nothing the second time", async () => {
    const first = await dbCopy("--from", file, "--to", target.url);
    expect(first).toContain("submissions                  3 rows: 3 copied, 0 already there");
    expect(first).toContain(`Done: ${3 * COPIED_TABLES.length} rows copied.`);
    const copied = openStorage({ engine: "postgres", url: target.url });
    try {
      expect(await contents(copied)).toEqual(await contents(source));
      const second = await dbCopy("--from", file, "--to", target.url);
      expect(second).toContain("submissions                  3 rows: 0 copied, 3 already there");
      expect(second).toContain("Done: 0 rows copied.");
    } finally {
      await copied.close();
    }
  });

  it("in batches, keeps a row the target changed since and adds the rows it lacks", async () => {
    const copied = openStorage({ engine: "postgres", url: target.url });
    try {
      await migrateStorage(copied);
      await copied.db.updateTable("submissions").set({ handled: 1 }).where("id", "=", "token-0").execute();
      await copied.db.deleteFrom("post_views").where("visitor", "=", "visitor-1").execute();
      const copies = await copySiteTables(source.db, copied.db, { batchSize: 2 });
      expect(copies.find((copy) => copy.table === "submissions")).toEqual({
        table: "submissions",
        rows: 3,
        copied: 0,
        same: 2,
        different: 1,
      });
      expect(copies.find((copy) => copy.table === "post_views")).toMatchObject({ rows: 3, copied: 1, same: 2, different: 0 });
      const kept = await copied.db.selectFrom("submissions").select("handled").where("id", "=", "token-0").executeTakeFirstOrThrow();
      expect(kept.handled).toBe(1);
    } finally {
      await copied.close();
    }
  });

  it("refuses a source file that does not exist, in one line, making none", async () => {
    const missing = join(folder, "no-such.db");
    await expect(dbCopy("--from", missing, "--to", target.url)).rejects.toMatchObject({
      code: 1,
      stderr: `--from ${missing}: no such file\n`,
    });
    expect(existsSync(missing)).toBe(false);
  });
});
