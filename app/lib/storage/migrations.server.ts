import { sql, SqliteAdapter, type Kysely, type Migration, type MigrationProvider } from "kysely";
import { RENAMED_KINDS, renamedSubmissionId, type RenamedKind } from "./renamed-kinds";
import { submissionFilters } from "./submission-filters";

/**
 * The site's schema, version by version: applied in name order at start under the migrator's lock (PostgreSQL's
 * advisory lock; one SQLite connection) and by `npm run db:migrate`. A migration is never edited once released: the
 * next change is a new entry. Types are the ones both engines read alike (text, integer, bigint).
 */
const MIGRATIONS: Record<string, Migration> = {
  /**
   * The tables the embedded SQLite file already had before the storage layer (each module made its own): `ifNotExists`
   * adopts an existing file as it is, and makes them on a new database.
   */
  "2026-11-27-01-site-tables": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("submissions")
        .ifNotExists()
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("kind", "text", (column) => column.notNull())
        .addColumn("data", "text", (column) => column.notNull())
        .addColumn("submitted_at", "text", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("submissions_by_kind").ifNotExists().on("submissions").columns(["kind", "submitted_at"]).execute();
      await db.schema
        .createTable("admin_users")
        .ifNotExists()
        .addColumn("email", "text", (column) => column.primaryKey())
        .addColumn("password_hash", "text", (column) => column.notNull())
        .addColumn("created_at", "text", (column) => column.notNull())
        .execute();
      await db.schema
        .createTable("admin_sessions")
        .ifNotExists()
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("email", "text", (column) => column.notNull().references("admin_users.email").onDelete("cascade"))
        .addColumn("last_seen", "bigint", (column) => column.notNull())
        .execute();
      await db.schema
        .createTable("post_views")
        .ifNotExists()
        .addColumn("slug", "text", (column) => column.notNull())
        .addColumn("day", "text", (column) => column.notNull())
        .addColumn("visitor", "text", (column) => column.notNull())
        .addPrimaryKeyConstraint("post_views_primary_key", ["slug", "day", "visitor"])
        .execute();
      await db.schema
        .createTable("post_view_salts")
        .ifNotExists()
        .addColumn("day", "text", (column) => column.primaryKey())
        .addColumn("salt", "text", (column) => column.notNull())
        .execute();
      await db.schema
        .createTable("preview_sessions")
        .ifNotExists()
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("expires_at", "bigint", (column) => column.notNull())
        .execute();
      for (const table of ["admin_login_failures", "rate_limits"]) {
        // rate-limiter-flexible's own row (its SQL stores' shape), made here so no store creates tables at run time.
        await db.schema
          .createTable(table)
          .ifNotExists()
          .addColumn("key", "varchar(255)", (column) => column.primaryKey())
          .addColumn("points", "integer", (column) => column.notNull().defaultTo(0))
          .addColumn("expire", "bigint")
          .execute();
      }
      await db.schema
        .createTable("site_secrets")
        .ifNotExists()
        .addColumn("name", "text", (column) => column.primaryKey())
        .addColumn("value", "text", (column) => column.notNull())
        .addColumn("created_at", "text", (column) => column.notNull())
        .execute();
    },
  },
  /** The console's filters as columns both engines index alike, filled from each row's JSON. */
  "2026-11-27-02-submission-filters": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("submissions")
        .addColumn("email", "text", (column) => column.notNull().defaultTo(""))
        .execute();
      await db.schema
        .alterTable("submissions")
        .addColumn("handled", "integer", (column) => column.notNull().defaultTo(0))
        .execute();
      const rows = await sql<{ id: string; data: string }>`SELECT id, data FROM submissions`.execute(db);
      for (const { id, data } of rows.rows) {
        const { email, handled } = submissionFilters(JSON.parse(data) as Record<string, unknown>);
        await sql`UPDATE submissions SET email = ${email}, handled = ${handled} WHERE id = ${id}`.execute(db);
      }
    },
  },
  /**
   * Rows stored under a form's old kind (decision 043) move to its name. A row whose new id is already taken (the same
   * address joined the waitlist under both names) is left as it was, as SQLite's `UPDATE OR IGNORE` did before.
   */
  "2026-11-27-10-renamed-kinds": {
    async up(db: Kysely<unknown>) {
      const legacy = Object.keys(RENAMED_KINDS) as RenamedKind[];
      const rows = await sql<{
        id: string;
        kind: RenamedKind;
      }>`SELECT id, kind FROM submissions WHERE kind IN (${sql.join(legacy)})`.execute(db);
      for (const { id, kind } of rows.rows) {
        const renamed = renamedSubmissionId(kind, id);
        const untaken = renamed === id ? sql`` : sql`AND NOT EXISTS (SELECT 1 FROM submissions WHERE id = ${renamed})`;
        await sql`UPDATE submissions SET kind = ${RENAMED_KINDS[kind]}, id = ${renamed} WHERE kind = ${kind} AND id = ${id} ${untaken}`.execute(
          db,
        );
      }
    },
  },
  /**
   * Publishes announced to the processes sharing one SQLite file, each of which reads the rows after the last it saw
   * (PostgreSQL tells instances by NOTIFY and leaves it empty). SQLite's AUTOINCREMENT never reuses an id, so a reader's
   * "after id N" misses nothing once old rows are deleted; PostgreSQL's counter is an identity column.
   */
  "2026-11-27-40-publishes": {
    async up(db: Kysely<unknown>) {
      const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
      await db.schema
        .createTable("publishes")
        .addColumn("id", "integer", (column) =>
          sqlite ? column.primaryKey().autoIncrement() : column.primaryKey().generatedByDefaultAsIdentity(),
        )
        .addColumn("origin", "text", (column) => column.notNull())
        .addColumn("tags", "text", (column) => column.notNull())
        .addColumn("published_at", "bigint", (column) => column.notNull())
        .execute();
    },
  },
  /**
   * The outbox (decision 065): each message to send, one recipient per row, stored with the event it belongs to before
   * anything is sent. `dedupe_key` (the event and the recipient) is unique, so the same message enqueued twice, by two
   * instances or a retried request, is one row; `status` with `next_attempt_at` and `lease_until` lets any instance claim
   * a due message by compare-and-set, and a claim that outlives its lease (a killed sender) is due again.
   */
  "2026-11-27-50-outbox": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("outbox")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("dedupe_key", "text", (column) => column.notNull().unique())
        .addColumn("kind", "text", (column) => column.notNull())
        .addColumn("recipient", "text", (column) => column.notNull())
        .addColumn("subject", "text", (column) => column.notNull())
        .addColumn("message", "text", (column) => column.notNull())
        .addColumn("submission_id", "text")
        .addColumn("status", "text", (column) => column.notNull())
        .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "bigint", (column) => column.notNull())
        .addColumn("lease_until", "bigint", (column) => column.notNull().defaultTo(0))
        .addColumn("last_error", "text")
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("sent_at", "text")
        .execute();
      await db.schema.createIndex("outbox_due").on("outbox").columns(["status", "next_attempt_at"]).execute();
      await db.schema.createIndex("outbox_by_time").on("outbox").columns(["created_at"]).execute();
    },
  },
  /**
   * The addresses that asked for no more mail that is not transactional (decision 067): one row each, lower case, kept for
   * good (unsubscribing is a standing instruction); the delivery loop withholds such messages to them.
   */
  "2026-11-27-60-unsubscribes": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("unsubscribes")
        .addColumn("address", "text", (column) => column.primaryKey())
        .addColumn("unsubscribed_at", "text", (column) => column.notNull())
        .execute();
    },
  },
  /**
   * The affiliate programme (decision 069): affiliates (an approved application, by its short code), clicks counted
   * per code, day, landing path and campaign (no visitor is stored), commissions earned by confirmed payments, and the
   * monthly payouts that pay matured ones. Money in cents, times of rules in milliseconds.
   */
  "2026-11-27-70-affiliates": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("affiliates")
        .addColumn("code", "text", (column) => column.primaryKey())
        .addColumn("email", "text", (column) => column.notNull().unique())
        .addColumn("name", "text", (column) => column.notNull())
        .addColumn("paypal_email", "text", (column) => column.notNull())
        .addColumn("website", "text", (column) => column.notNull())
        .addColumn("status", "text", (column) => column.notNull())
        .addColumn("application_id", "text", (column) => column.unique())
        .addColumn("approved_by", "text", (column) => column.notNull())
        .addColumn("created_at", "text", (column) => column.notNull())
        .execute();
      await db.schema
        .createTable("affiliate_clicks")
        .addColumn("code", "text", (column) => column.notNull())
        .addColumn("day", "text", (column) => column.notNull())
        .addColumn("path", "text", (column) => column.notNull())
        .addColumn("campaign", "text", (column) => column.notNull())
        .addColumn("clicks", "integer", (column) => column.notNull())
        .addPrimaryKeyConstraint("affiliate_clicks_key", ["code", "day", "path", "campaign"])
        .execute();
      await db.schema
        .createTable("commissions")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("affiliate_code", "text", (column) => column.notNull())
        .addColumn("order_reference", "text", (column) => column.notNull())
        .addColumn("line", "text", (column) => column.notNull())
        .addColumn("category", "text", (column) => column.notNull())
        .addColumn("base_cents", "integer", (column) => column.notNull())
        .addColumn("rate", "integer", (column) => column.notNull())
        .addColumn("amount_cents", "integer", (column) => column.notNull())
        .addColumn("status", "text", (column) => column.notNull())
        .addColumn("earned_at", "bigint", (column) => column.notNull())
        .addColumn("matures_at", "bigint", (column) => column.notNull())
        .addColumn("cancelled_reason", "text")
        .addColumn("payout_id", "text")
        .execute();
      await db.schema
        .createIndex("commissions_by_affiliate")
        .on("commissions")
        .columns(["affiliate_code", "status", "matures_at"])
        .execute();
      await db.schema.createIndex("commissions_by_order").on("commissions").columns(["order_reference", "line"]).execute();
      await db.schema
        .createTable("payouts")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("affiliate_code", "text", (column) => column.notNull())
        .addColumn("period", "text", (column) => column.notNull())
        .addColumn("amount_cents", "integer", (column) => column.notNull())
        .addColumn("paypal_email", "text", (column) => column.notNull())
        .addColumn("created_at", "text", (column) => column.notNull())
        .addColumn("paid_at", "text")
        .addColumn("paid_by", "text")
        .addColumn("reference", "text")
        .execute();
      await db.schema.createIndex("payouts_by_affiliate").on("payouts").columns(["affiliate_code", "period"]).execute();
    },
  },
  /**
   * Affiliates' sign-in (decision 070): their sessions (a random id, the affiliate's code, the last request: idle ones
   * end), and the sign-in links already used (a link's nonce until its end), so a mailed link signs in once.
   */
  "2026-11-27-71-affiliate-sessions": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("affiliate_sessions")
        .addColumn("id", "text", (column) => column.primaryKey())
        .addColumn("code", "text", (column) => column.notNull())
        .addColumn("last_seen", "bigint", (column) => column.notNull())
        .execute();
      await db.schema.createIndex("affiliate_sessions_by_code").on("affiliate_sessions").column("code").execute();
      await db.schema
        .createTable("affiliate_sign_in_uses")
        .addColumn("nonce", "text", (column) => column.primaryKey())
        .addColumn("expires_at", "bigint", (column) => column.notNull())
        .execute();
    },
  },
  /**
   * Campaign visits (decision 073): arrivals and funnel starts per day, anonymous visitor and attribution (the key: a
   * visitor is counted once a day per stage and attribution). Reports read a period of days: the key starts with it.
   */
  "2026-11-27-72-campaign-visits": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("campaign_visits")
        .addColumn("day", "text", (column) => column.notNull())
        .addColumn("stage", "text", (column) => column.notNull())
        .addColumn("visitor", "text", (column) => column.notNull())
        .addColumn("source", "text", (column) => column.notNull())
        .addColumn("medium", "text", (column) => column.notNull())
        .addColumn("campaign", "text", (column) => column.notNull())
        .addColumn("referrer", "text", (column) => column.notNull())
        .addColumn("landing", "text", (column) => column.notNull())
        .addPrimaryKeyConstraint("campaign_visits_key", ["day", "stage", "visitor", "source", "medium", "campaign", "referrer", "landing"])
        .execute();
    },
  },
};

/** The migrations as the migrator reads them: from this module, not the file system (the server is one bundle). */
export const siteMigrations: MigrationProvider = { getMigrations: async () => MIGRATIONS };
