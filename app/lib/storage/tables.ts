import type { Generated } from "kysely";

/**
 * The site's server state, table by table, as the query builder sees it (the same on SQLite and PostgreSQL; the
 * migrations in ./migrations.server.ts make them). Times are ISO text or milliseconds since 1970; JSON is text.
 */
export interface SiteTables {
  /** What visitors sent through a form: leads, orders (id = the order reference), waitlist sign-ups. */
  submissions: {
    id: string;
    kind: string;
    /** The form's fields as JSON text. */
    data: string;
    submitted_at: string;
    /** The visitor's (or buyer's) e-mail address in lower case, '' when none: the console's search. */
    email: Generated<string>;
    /** 1 once an operator marked it handled. */
    handled: Generated<number>;
  };
  admin_users: { email: string; password_hash: string; created_at: string };
  admin_sessions: { id: string; email: string; last_seen: number };
  /** rate-limiter-flexible's store of the login guard's failures and waits. */
  admin_login_failures: RateLimiterRow;
  /** rate-limiter-flexible's store of every other limit, by key prefix. */
  rate_limits: RateLimiterRow;
  post_views: { slug: string; day: string; visitor: string };
  post_view_salts: { day: string; salt: string };
  preview_sessions: { id: string; expires_at: number };
  /** Signing secrets made once and shared by every instance (when not set in the environment). */
  site_secrets: { name: string; value: string; created_at: string };
  /** Publishes announced to the other processes on one SQLite file: the tags to purge, as JSON text (decision 059). */
  publishes: { id: Generated<number>; origin: string; tags: string; published_at: number };
  /** Messages to send, one recipient each, kept until sent or given up (decision 065; app/lib/mail/outbox.server.ts). */
  outbox: {
    id: string;
    /** The event and the recipient: the same message enqueued twice is one row. */
    dedupe_key: string;
    /** Which message it is (a template's name): the console's filter. */
    kind: string;
    recipient: string;
    subject: string;
    /** The whole message as JSON text (from, to, subject, text, html, headers), rendered when it was enqueued. */
    message: string;
    /** The submission it belongs to, if any (an order's reference for orders). */
    submission_id: string | null;
    status: "pending" | "sending" | "sent" | "failed";
    attempts: Generated<number>;
    /** Milliseconds since 1970: not tried before then. */
    next_attempt_at: number;
    /** Milliseconds since 1970: a claimed message belongs to its sender until then. */
    lease_until: Generated<number>;
    last_error: string | null;
    created_at: string;
    sent_at: string | null;
  };
  /** Addresses that unsubscribed (lower case): no message that is not transactional goes to them (decision 067). */
  unsubscribes: { address: string; unsubscribed_at: string };
}

/** The row rate-limiter-flexible keeps per key in its SQL stores. */
interface RateLimiterRow {
  key: string;
  points: Generated<number>;
  expire: number | null;
}
