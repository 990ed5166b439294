import { createHash } from "node:crypto";
import { formatUsd } from "~/lib/core/format";
import { logEvent } from "~/lib/core/log.server";
import { createRateLimiter, type RateLimit, type RateLimiter } from "~/lib/security/rate-limit.server";
import { absoluteUrl } from "~/lib/core/site-url";
import { composeMessage, mailContext, type MailContext, type MailSite } from "./compose.server";
import { AFFILIATE_SIGN_IN_PATH, affiliateSignInPath, CONFIRMATION_DAYS, waitlistConfirmationPath } from "./links.server";
import { MESSAGE_DECLARATIONS, type MessageKind, type PlaceholderOf } from "./messages";
import type { OutgoingMessage } from "./outbox.server";

/**
 * Which messages each event sends, and how each placeholder's value is produced from the event (decision 066). Who
 * gets a message follows from its audience (./messages.ts): an operator message goes to every operator address with
 * the visitor's address to reply to; a visitor message goes to the visitor, with the support address to reply to.
 * The value functions are typed by the kind's placeholders, so a placeholder the Studio offers always has a value.
 */

/** How one message's placeholders are filled from an event's facts. */
type Recipe<Facts, Kind extends MessageKind = MessageKind> = Kind extends MessageKind
  ? { kind: Kind; values: (facts: Facts, site: MailSite) => Record<PlaceholderOf<Kind>, string> }
  : never;

/** Every event's facts name the visitor it is about (a buyer, an applicant), by the address they gave, if any. */
interface AboutVisitor {
  email: string;
}

/** The messages of `recipes` for one event: one per operator address for operator messages, one to the visitor. */
function messagesOf<Facts extends AboutVisitor>(
  mail: MailContext,
  recipes: readonly Recipe<Facts>[],
  facts: Facts,
  { event, submissionId }: { event: string; submissionId: string },
): OutgoingMessage[] {
  return recipes.flatMap((recipe) => {
    const values = recipe.values(facts, mail.site) as Record<string, string>;
    if (MESSAGE_DECLARATIONS[recipe.kind].audience === "operator") {
      const replyTo = facts.email || undefined;
      return mail.site.operators.map((to) => composeMessage(mail, recipe.kind, { event, to, replyTo, submissionId }, values));
    }
    // An event with no address of the visitor's (an order stored before buyers were kept) tells the operator only.
    if (!facts.email) return [];
    return [composeMessage(mail, recipe.kind, { event, to: facts.email, replyTo: mail.site.supportEmail, submissionId }, values)];
  });
}

/** A request's reference for the visitor and the operator: short, the same in both messages, derived from its id. */
export function requestReference(prefix: "S" | "A", submissionId: string): string {
  return `${prefix}-${createHash("sha256").update(submissionId).digest("hex").slice(0, 8).toUpperCase()}`;
}

const orNone = (value: string | undefined) => value?.trim() || "none";
const yesNo = (value: boolean) => (value ? "yes" : "no");

// ── Leads ──────────────────────────────────────────────────────────────────────────────────────────

export interface SupportRequest extends AboutVisitor {
  id: string;
  name: string;
  /** The topic as the form names it. */
  topic: string;
  message: string;
  orderReference?: string | undefined;
}

const SUPPORT_REQUEST: readonly Recipe<SupportRequest>[] = [
  {
    kind: "support-notification",
    values: (request) => ({
      reference: requestReference("S", request.id),
      name: request.name,
      email: request.email,
      topic: request.topic,
      message: request.message,
      orderReference: orNone(request.orderReference),
    }),
  },
  {
    kind: "support-receipt",
    values: (request, site) => ({
      reference: requestReference("S", request.id),
      name: request.name,
      topic: request.topic,
      replyTime: site.replyTime,
    }),
  },
];

export function supportRequestMessages(mail: MailContext, request: SupportRequest): OutgoingMessage[] {
  return messagesOf(mail, SUPPORT_REQUEST, request, { event: request.id, submissionId: request.id });
}

export interface AffiliateApplication extends AboutVisitor {
  id: string;
  name: string;
  website?: string | undefined;
  promotion: string;
  paypalEmail: string;
}

const AFFILIATE_APPLICATION: readonly Recipe<AffiliateApplication>[] = [
  {
    kind: "affiliate-notification",
    values: (application) => ({
      reference: requestReference("A", application.id),
      name: application.name,
      email: application.email,
      website: orNone(application.website),
      promotion: application.promotion,
      paypalEmail: application.paypalEmail,
    }),
  },
];

export function affiliateApplicationMessages(mail: MailContext, application: AffiliateApplication): OutgoingMessage[] {
  return messagesOf(mail, AFFILIATE_APPLICATION, application, { event: application.id, submissionId: application.id });
}

// ── Affiliates (decision 070) ──────────────────────────────────────────────────────────────────────

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** How long the sign-in link of an approval works: it may wait in the inbox for days. */
export const APPROVAL_SIGN_IN_DAYS = 7;
/** How long a sign-in link asked for on the sign-in page works: its owner is at the screen. */
export const SIGN_IN_LINK_MINUTES = 30;

/** An operator's decision on an application: whom it is about, the application, and the code or the reason. */
export interface AffiliateDecision extends AboutVisitor {
  applicationId: string;
  name: string;
}

const AFFILIATE_APPROVED: readonly Recipe<AffiliateDecision & { code: string }>[] = [
  {
    kind: "affiliate-approved",
    values: (approval, site) => ({
      name: approval.name,
      code: approval.code,
      signInUrl: absoluteUrl(site.origin, affiliateSignInPath(approval.code, APPROVAL_SIGN_IN_DAYS * DAY_MS)),
      signInDays: String(APPROVAL_SIGN_IN_DAYS),
      signInPageUrl: absoluteUrl(site.origin, AFFILIATE_SIGN_IN_PATH),
    }),
  },
];

/** The approval, with a sign-in link to the new affiliate's dashboard: one per application. */
export function affiliateApprovedMessages(mail: MailContext, approval: AffiliateDecision & { code: string }): OutgoingMessage[] {
  return messagesOf(mail, AFFILIATE_APPROVED, approval, { event: approval.applicationId, submissionId: approval.applicationId });
}

const AFFILIATE_DECLINED: readonly Recipe<AffiliateDecision & { reason: string }>[] = [
  { kind: "affiliate-declined", values: (decline) => ({ name: decline.name, reason: decline.reason }) },
];

/** The refusal, with the operator's reason: one per application. */
export function affiliateDeclinedMessages(mail: MailContext, decline: AffiliateDecision & { reason: string }): OutgoingMessage[] {
  return messagesOf(mail, AFFILIATE_DECLINED, decline, { event: decline.applicationId, submissionId: decline.applicationId });
}

/** A sign-in link an affiliate asked for: its own event (the request's id), so each request is one message. */
export interface SignInRequest extends AboutVisitor {
  requestId: string;
  name: string;
  code: string;
  applicationId: string | null;
}

const SIGN_IN_REQUEST: readonly Recipe<SignInRequest>[] = [
  {
    kind: "affiliate-sign-in",
    values: (request, site) => ({
      name: request.name,
      signInUrl: absoluteUrl(site.origin, affiliateSignInPath(request.code, SIGN_IN_LINK_MINUTES * MINUTE_MS)),
      signInMinutes: String(SIGN_IN_LINK_MINUTES),
      signInPageUrl: absoluteUrl(site.origin, AFFILIATE_SIGN_IN_PATH),
    }),
  },
];

export function affiliateSignInMessages(mail: MailContext, request: SignInRequest): OutgoingMessage[] {
  return messagesOf(mail, SIGN_IN_REQUEST, request, { event: request.requestId, submissionId: request.applicationId ?? "" });
}

/** A waitlist sign-up: its submission id (what its confirmation link names) and the address to confirm. */
export interface WaitlistSignUp extends AboutVisitor {
  id: string;
}

const WAITLIST_SIGN_UP: readonly Recipe<WaitlistSignUp>[] = [
  {
    kind: "waitlist-confirmation",
    values: (signUp, site) => ({
      confirmUrl: absoluteUrl(site.origin, waitlistConfirmationPath(signUp.id)),
      confirmDays: String(CONFIRMATION_DAYS),
    }),
  },
];

/** The confirmation link of a new sign-up (double opt-in): stored with the sign-up, never for an address already on the list. */
export function waitlistSignUpMessages(mail: MailContext, signUp: WaitlistSignUp): OutgoingMessage[] {
  return messagesOf(mail, WAITLIST_SIGN_UP, signUp, { event: signUp.id, submissionId: signUp.id });
}

// ── Orders and payments ────────────────────────────────────────────────────────────────────────────

export interface PlacedOrder extends AboutVisitor {
  reference: string;
  name: string;
  package: string;
  /** Dollars due at the checkout. */
  total: number;
  addOns: readonly string[];
  /** The domain as the operator needs it: the name, and whether it is theirs or to register. */
  domain: string;
  hosting: string;
  notes: string;
  test: boolean;
  /** Where the buyer pays: the checkout link they were sent to (a path on this site for the sample's stand-in). */
  paymentUrl: string;
  /** The buyer's page of the order (the thank-you page with its reference). */
  orderPath: string;
}

const PLACED_ORDER: readonly Recipe<PlacedOrder>[] = [
  {
    kind: "order-notification",
    values: (order) => ({
      reference: order.reference,
      name: order.name,
      email: order.email,
      package: order.package,
      total: formatUsd(order.total),
      addOns: orNone(order.addOns.join(", ")),
      domain: order.domain,
      hosting: order.hosting,
      notes: orNone(order.notes),
      test: yesNo(order.test),
    }),
  },
  {
    kind: "order-receipt",
    values: (order, site) => ({
      reference: order.reference,
      name: order.name,
      package: order.package,
      total: formatUsd(order.total),
      addOns: orNone(order.addOns.join(", ")),
      paymentUrl: absoluteUrl(site.origin, order.paymentUrl),
      orderUrl: absoluteUrl(site.origin, order.orderPath),
      replyTime: site.replyTime,
    }),
  },
];

export function orderMessages(mail: MailContext, order: PlacedOrder): OutgoingMessage[] {
  return messagesOf(mail, PLACED_ORDER, order, { event: order.reference, submissionId: order.reference });
}

/** What a payment provider's event did to one line of an order, and whom it concerns. */
export interface PaymentReport extends AboutVisitor {
  outcome: "paid" | "payment-failed" | "payment-mismatch";
  /** The provider's event id: a redelivered event is the same message. */
  eventId: string;
  reference: string;
  /** The line it pays: the package, or a one-time offer. */
  item: string;
  /** In the currency's smallest unit, as providers report it. */
  amount: number;
  currency: string;
  /** Dollars the line expected, when known. */
  expected: number | undefined;
  name: string;
  orderPath: string;
}

const moneyOf = (amount: number, currency: string) =>
  currency.toLowerCase() === "usd" ? formatUsd(amount / 100) : `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;

const paymentFacts = (report: PaymentReport) => ({
  reference: report.reference,
  item: report.item,
  amount: moneyOf(report.amount, report.currency),
  name: report.name,
  email: report.email,
});

const PAYMENT_RECEIPT: Recipe<PaymentReport> = {
  kind: "payment-received-receipt",
  values: (report, site) => ({
    reference: report.reference,
    item: report.item,
    amount: moneyOf(report.amount, report.currency),
    name: report.name,
    orderUrl: absoluteUrl(site.origin, report.orderPath),
    replyTime: site.replyTime,
  }),
};

const PAYMENT_REPORT: Record<PaymentReport["outcome"], readonly Recipe<PaymentReport>[]> = {
  paid: [{ kind: "payment-received-notification", values: paymentFacts }, PAYMENT_RECEIPT],
  "payment-failed": [{ kind: "payment-failed-notification", values: paymentFacts }],
  "payment-mismatch": [
    {
      kind: "payment-mismatch-notification",
      values: (report) => ({ ...paymentFacts(report), expected: report.expected === undefined ? "unknown" : formatUsd(report.expected) }),
    },
  ],
};

/** One message per outcome and recipient: the event's id makes a redelivered event the same messages. */
export function paymentMessages(mail: MailContext, report: PaymentReport): OutgoingMessage[] {
  return messagesOf(mail, PAYMENT_REPORT[report.outcome], report, { event: report.eventId, submissionId: report.reference });
}

/**
 * The buyer's receipt for a payment an operator recorded (PayPal, a bank transfer): the operators know already. The
 * action's id is the event, so a replayed form sends nothing again.
 */
export function recordedPaymentMessages(mail: MailContext, report: Omit<PaymentReport, "outcome">): OutgoingMessage[] {
  return messagesOf(mail, [PAYMENT_RECEIPT], { ...report, outcome: "paid" }, { event: report.eventId, submissionId: report.reference });
}

// ── Receipt flooding ───────────────────────────────────────────────────────────────────────────────

/**
 * Messages a visitor's form makes the site send to an address they typed: at most one per address in this window, so
 * nobody can use the forms to mail someone else over and over. Past it the receipt is left out and logged; the
 * submission and the operator's notification are stored as ever.
 */
export const RECEIPT_LIMIT: RateLimit = { max: 1, windowMs: 10 * 60_000 };
const receiptLimiter = createRateLimiter("mail-receipt", RECEIPT_LIMIT);

/** The limiter's key for an address: hashed, so the limits table holds nobody's address. */
const addressKey = (address: string) => createHash("sha256").update(address.trim().toLowerCase()).digest("base64url");

/**
 * The messages of an event a visitor caused (a form, an order): the words read once, the messages composed, each
 * visitor message counted against its address's limit. Call it only for a submission about to be stored, so a repeat
 * counts nothing.
 */
export async function visitorEventMessages(
  compose: (mail: MailContext) => OutgoingMessage[],
  limiter: RateLimiter = receiptLimiter,
): Promise<OutgoingMessage[]> {
  const kept: OutgoingMessage[] = [];
  for (const message of compose(await mailContext())) {
    const toVisitor = MESSAGE_DECLARATIONS[message.kind as MessageKind].audience === "visitor";
    if (toVisitor && !(await limiter.attempt(addressKey(message.to))).allowed) {
      logEvent("warn", { event: "mail.receipt_limited", kind: message.kind, submissionId: message.submissionId ?? null });
      continue;
    }
    kept.push(message);
  }
  return kept;
}
