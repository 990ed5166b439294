import { json } from "@remix-run/node";
import { clicksByAffiliate } from "~/lib/affiliates/clicks.server";
import { referredOrders } from "~/lib/orders/referred-orders.server";
import { commissionTotals } from "~/lib/affiliates/ledger.server";
import { createAffiliates, type Affiliate } from "~/lib/affiliates/affiliates.server";
import { isAffiliateCode } from "~/lib/affiliates/programme";
import { logEvent } from "~/lib/core/log.server";
import { redirect } from "~/lib/core/redirect.server";
import { mailContext } from "~/lib/mail/compose.server";
import { affiliateApprovedMessages, affiliateDeclinedMessages } from "~/lib/mail/messages.server";
import { createRateLimiter } from "~/lib/security/rate-limit.server";
import { siteDatabase } from "~/lib/storage/storage.server";
import { fieldText } from "~/lib/submissions/form.server";
import type { MessagesFor, Submission } from "~/lib/submissions/store.server";
import { submissionStore } from "~/lib/submissions/store-config.server";
import { operatorRateLimited, signedActionId, signedInOperator, verifiedActionNonce } from "./console-actions.server";
import { ADMIN_RESPONSE_HEADERS, requireOperator } from "./operators.server";

/**
 * The console's affiliates (decision 070): applications waiting for a decision, each with an approve and a decline
 * form; the affiliates with their status, clicks, referred orders and commissions, each with disable or enable. Every
 * form carries an action id signed for its action, its subject and the operator (decision 063).
 */

export const AFFILIATES_PATH = "/admin/affiliates";
const APPLICATION_KIND = "affiliate";
export const DECLINE_REASON_MAX_LENGTH = 500;
/** Applications shown at once: the oldest first would need paging; decisions keep the list short. */
const APPLICATIONS_SHOWN = 100;
/** A submission's id as the pipeline makes it. */
const SUBMISSION_ID = /^[\w.-]{1,100}$/;

export const AFFILIATE_INTENTS = ["approve", "decline", "disable", "enable"] as const;
export type AffiliateIntent = (typeof AFFILIATE_INTENTS)[number];

/** An operator's decision on an application, kept in the application's data. */
interface Decision {
  outcome: "approved" | "declined";
  by: string;
  at: string;
  code?: string;
  reason?: string;
}

const decisionOf = (data: Record<string, unknown>) => (data.decision ?? null) as Decision | null;

const actionScope = (intent: AffiliateIntent, subject: string, operator: string) => ["affiliate-action", intent, subject, operator];
const formOf = (intent: AffiliateIntent, subject: string, operator: string) => ({
  intent,
  subject,
  actionId: signedActionId(actionScope(intent, subject, operator)),
});

const applicationOf = ({ id, data, submittedAt }: Submission, operator: string) => ({
  id,
  submittedAt,
  name: fieldText(data.name),
  email: fieldText(data.email),
  website: fieldText(data.website),
  promotion: fieldText(data.promotion),
  paypalEmail: fieldText(data.paypalEmail),
  approve: formOf("approve", id, operator),
  decline: formOf("decline", id, operator),
});

/** The one line a finished action leaves on the page (`?done=<intent>.<subject>`). */
function resultOf(done: string | null, affiliates: readonly Affiliate[]): string | null {
  const [intent = "", subject = ""] = (done ?? "").split(/\.(.*)/s);
  const affiliate = affiliates.find((candidate) => candidate.code === subject || candidate.applicationId === subject);
  if (intent === "approve" && affiliate)
    return `Approved: ${affiliate.name} is affiliate ${affiliate.code}, and was mailed a sign-in link.`;
  if (intent === "decline") return "Declined: the applicant was mailed your reason.";
  if (intent === "disable" && affiliate) return `Disabled ${affiliate.code}: its links credit nobody and it cannot sign in.`;
  if (intent === "enable" && affiliate) return `Enabled ${affiliate.code} again.`;
  return null;
}

/** /admin/affiliates: applications waiting, then every affiliate with what they brought. */
export async function adminAffiliatesPageData(request: Request) {
  const operator = await requireOperator(request);
  const db = await siteDatabase();
  const { items } = await submissionStore().list({ kinds: [APPLICATION_KIND], handled: false, offset: 0, limit: APPLICATIONS_SHOWN });
  const affiliates = await createAffiliates(db).list();
  const [clicks, orders, earnings] = await Promise.all([clicksByAffiliate(db), referredOrders(db), commissionTotals(db, Date.now())]);
  return json(
    {
      applications: items.filter((item) => !decisionOf(item.data)).map((item) => applicationOf(item, operator.email)),
      affiliates: affiliates.map((affiliate) => ({
        code: affiliate.code,
        name: affiliate.name,
        email: affiliate.email,
        paypalEmail: affiliate.paypalEmail,
        status: affiliate.status,
        createdAt: affiliate.createdAt,
        clicks: clicks.get(affiliate.code) ?? 0,
        orders: orders.filter((order) => order.code === affiliate.code).length,
        earnings: earnings.get(affiliate.code) ?? { pending: 0, matured: 0, cancelled: 0, paid: 0 },
        toggle: formOf(affiliate.status === "active" ? "disable" : "enable", affiliate.code, operator.email),
      })),
      result: resultOf(new URL(request.url).searchParams.get("done"), affiliates),
      reasonMaxLength: DECLINE_REASON_MAX_LENGTH,
    },
    { headers: ADMIN_RESPONSE_HEADERS },
  );
}

/** Far above what a person does, low enough to slow a script with a stolen session. */
const affiliateActions = createRateLimiter("admin-affiliate-action", { max: 60, windowMs: 10 * 60 * 1000 });

class Refusal {
  constructor(
    readonly status: number,
    readonly reason: string,
    readonly error: string,
  ) {}
}

const ALREADY_DECIDED = new Refusal(
  409,
  "replayed",
  "This application was already decided: nothing was changed. The lists show what it became.",
);

/** The application a form names, undecided; else the refusal. */
async function undecidedApplication(id: string): Promise<Submission> {
  const application = SUBMISSION_ID.test(id) ? await submissionStore().find(APPLICATION_KIND, id) : null;
  if (!application) throw new Refusal(404, "unknown", "No application has this id: reload the page.");
  if (decisionOf(application.data)) throw ALREADY_DECIDED;
  return application;
}

/** Records the decision on the application, with its message, unless another operator decided first. */
async function decide(id: string, decision: Decision, messagesFor: MessagesFor): Promise<void> {
  let applied = false;
  await submissionStore().update(
    APPLICATION_KIND,
    id,
    (data) => {
      applied = !decisionOf(data);
      return applied ? { handled: true, handledAt: decision.at, handledBy: decision.by, decision } : null;
    },
    messagesFor,
  );
  if (!applied) throw ALREADY_DECIDED;
}

async function approve(id: string, operator: string) {
  const { data } = await undecidedApplication(id);
  const applicant = { email: fieldText(data.email), name: fieldText(data.name) };
  const { affiliate } = await createAffiliates(siteDatabase).approve({
    ...applicant,
    paypalEmail: fieldText(data.paypalEmail),
    website: fieldText(data.website),
    applicationId: id,
    approvedBy: operator,
  });
  const mail = await mailContext();
  await decide(id, { outcome: "approved", by: operator, at: new Date().toISOString(), code: affiliate.code }, () =>
    affiliateApprovedMessages(mail, { ...applicant, applicationId: id, code: affiliate.code }),
  );
  return affiliate.code;
}

async function decline(id: string, operator: string, reason: string) {
  if (!reason) throw new Refusal(400, "invalid", "Write the reason: the applicant is mailed it.");
  if (reason.length > DECLINE_REASON_MAX_LENGTH)
    throw new Refusal(400, "invalid", `The reason can be at most ${DECLINE_REASON_MAX_LENGTH} characters; this one has ${reason.length}.`);
  const { data } = await undecidedApplication(id);
  const mail = await mailContext();
  await decide(id, { outcome: "declined", by: operator, at: new Date().toISOString(), reason }, () =>
    affiliateDeclinedMessages(mail, { email: fieldText(data.email), name: fieldText(data.name), applicationId: id, reason }),
  );
}

async function setStatus(code: string, intent: "disable" | "enable") {
  const affiliates = createAffiliates(siteDatabase);
  const affiliate = await affiliates.find(code);
  if (!affiliate) throw new Refusal(404, "unknown", "No affiliate has this code: reload the page.");
  const status = intent === "disable" ? "disabled" : "active";
  if (affiliate.status === status) throw new Refusal(409, "replayed", `This affiliate is ${status} already: nothing was changed.`);
  await affiliates.setStatus(code, status);
}

/**
 * POST /admin/affiliates: approve (the affiliate is made and mailed a sign-in link), decline (with a reason, mailed),
 * disable or enable; then back to the page (303) with one line saying what was done. Refused with nothing changed: no
 * session (401), too many actions (429), a form not issued to this operator for this subject (400), an unknown
 * application or affiliate (404), an application already decided or a status already set (409).
 */
export async function adminAffiliatesAction(request: Request) {
  const operator = await signedInOperator(request);
  const refuse = ({ status, reason, error }: Refusal, headers: Record<string, string> = {}) => {
    logEvent("warn", { event: "admin.affiliate_action_refused", by: operator.email, reason });
    return json({ error }, { status, headers: { ...ADMIN_RESPONSE_HEADERS, ...headers } });
  };
  const limited = await operatorRateLimited(affiliateActions, operator, "affiliate actions");
  if (limited) return refuse(new Refusal(429, "rate-limited", limited.error), limited.headers);
  const form = await request.formData();
  const intent = AFFILIATE_INTENTS.find((candidate) => candidate === form.get("intent"));
  const subject = String(form.get("subject") ?? "");
  if (!intent) return refuse(new Refusal(400, "unknown-action", "Choose an action: approve, decline, disable or enable."));
  if (!verifiedActionNonce(String(form.get("actionId") ?? ""), actionScope(intent, subject, operator.email)))
    return refuse(
      new Refusal(
        400,
        "forged",
        "This form was not issued to you for this application or affiliate, so nothing was changed: reload the page.",
      ),
    );
  try {
    if (intent === "approve") await approve(subject, operator.email);
    else if (intent === "decline") await decline(subject, operator.email, String(form.get("reason") ?? "").trim());
    else if (isAffiliateCode(subject)) await setStatus(subject, intent);
    else return refuse(new Refusal(404, "unknown", "No affiliate has this code: reload the page."));
  } catch (error) {
    if (error instanceof Refusal) return refuse(error);
    throw error;
  }
  logEvent("info", { event: "admin.affiliate_action", by: operator.email, action: intent, subject });
  return redirect(`${AFFILIATES_PATH}?done=${intent}.${subject}`, { status: 303, headers: ADMIN_RESPONSE_HEADERS });
}
