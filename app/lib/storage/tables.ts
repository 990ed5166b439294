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
  /** Approved affiliates, by their tracking code (decision 069; app/lib/affiliates/affiliates.server.ts). */
  affiliates: {
    code: string;
    /** Lower case: one affiliate per address, and the self-referral check compares buyers' addresses with it. */
    email: string;
    name: string;
    paypal_email: string;
    website: string;
    status: "active" | "disabled";
    /** The application (a submission's id) it was approved from; null for one an operator added by hand. */
    application_id: string | null;
    approved_by: string;
    created_at: string;
  };
  /** Clicks on tracking links, counted per code, UTC day, landing path and campaign ('' for none): nobody's data. */
  affiliate_clicks: { code: string; day: string; path: string; campaign: string; clicks: number };
  /** What a confirmed payment earned an affiliate: one row per payment of a referred order's line. */
  commissions: {
    /**
     * The payment it was earned by (the provider's event, `operator:{action id}`) and the category, `{payment}:{category}`:
     * the same payment is the same rows (decision 072).
     */
    id: string;
    affiliate_code: string;
    order_reference: string;
    /** The order's line (order-record.ts): "order", or an offer's slug. */
    line: string;
    category: "package" | "service" | "hosting";
    /** What the buyer paid for the line, in cents, and the rate (percent) and commission in cents. */
    base_cents: number;
    rate: number;
    amount_cents: number;
    /** Pending until paid out; matured is pending with `matures_at` past. Cancelled by a refund or dispute before. */
    status: "pending" | "cancelled" | "paid";
    earned_at: number;
    matures_at: number;
    cancelled_reason: string | null;
    payout_id: string | null;
  };
  /** A month's payout to one affiliate: the matured commissions it pays, by PayPal. */
  payouts: {
    /** The affiliate's code and the period: one payout per affiliate per month. */
    id: string;
    affiliate_code: string;
    /** YYYY-MM: the payout's month (it pays what matured by that month's payout day). */
    period: string;
    amount_cents: number;
    paypal_email: string;
    created_at: string;
    paid_at: string | null;
    paid_by: string | null;
    /** PayPal's reference of the mass payment, when the operator gave it. */
    reference: string | null;
  };
  /** Affiliates' sessions (decision 070): the cookie holds only the id; idle ones end. */
  affiliate_sessions: { id: string; code: string; last_seen: number };
  /** Sign-in links already used, by their nonce, kept until the link's end: a link signs in once. */
  affiliate_sign_in_uses: { nonce: string; expires_at: number };
  /**
   * Arrivals and order-funnel starts by where they came from (decision 073): one row per anonymous visitor of the day
   * (a hash with the day's salt, `post_view_salts`) and attribution, so a visitor is counted once a day; no address.
   */
  campaign_visits: {
    day: string;
    /** `visit`: the first page of a tab, from the browser's beacon; `funnel`: the order funnel's first step passed. */
    stage: "visit" | "funnel";
    visitor: string;
    source: string;
    medium: string;
    campaign: string;
    referrer: string;
    landing: string;
  };
}

/** The row rate-limiter-flexible keeps per key in its SQL stores. */
interface RateLimiterRow {
  key: string;
  points: Generated<number>;
  expire: number | null;
}
