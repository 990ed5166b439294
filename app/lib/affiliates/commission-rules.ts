import type { CommissionCategory, ProgrammeRules } from "./programme";

/**
 * The programme's money rules (decision 072), pure so each is tested on its own: what a paid line of a referred order
 * earns at which rate, what a later payment earns (decision 075), when a commission matures, which purchase is the
 * affiliate's own, what a refund cancels, and which matured balances a month pays out. The stores apply them
 * (commissions.server.ts, ledger.server.ts).
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The referral the order funnel stores on an order from a valid referral cookie of an active affiliate. */
export interface Referral {
  code: string;
  campaign: string;
  clickedAt: string;
}

/** The order's referral, or null when it has none (or one not of the stored shape). */
export function referralOf(data: Record<string, unknown>): Referral | null {
  const referral = data.referral;
  if (typeof referral !== "object" || referral === null) return null;
  const { code, campaign, clickedAt } = referral as Record<string, unknown>;
  if (typeof code !== "string" || !code) return null;
  return { code, campaign: typeof campaign === "string" ? campaign : "", clickedAt: typeof clickedAt === "string" ? clickedAt : "" };
}

/**
 * What the funnel sold beside the package, by the names its order keeps (`addOns`), with their published prices: the
 * installation service and modifications are services, the one-time offers are packages. The order's catalogue has this
 * shape (orders/order.ts), which this folder may not import.
 */
export interface AddOnCatalogue {
  installationPrice: number | null;
  offers: readonly { name: string; price: number }[];
  modifications: readonly { name: string; price: number }[];
}

/** The installation add-on's name on an order (orders/order.ts `orderTotal`). */
const INSTALLATION_ADD_ON = "Installation";

/** One part of a payment: what was bought and the cents paid for it. */
export interface PaidPart {
  category: CommissionCategory;
  cents: number;
}

const cents = (dollars: number) => Math.round(dollars * 100);

/** An add-on's category and price in cents as published now; null for a name the catalogue no longer has. */
function addOnPart(name: string, catalogue: AddOnCatalogue): PaidPart | null {
  if (name === INSTALLATION_ADD_ON && catalogue.installationPrice !== null)
    return { category: "service", cents: cents(catalogue.installationPrice) };
  const offer = catalogue.offers.find((candidate) => candidate.name === name);
  if (offer) return { category: "package", cents: cents(offer.price) };
  const modification = catalogue.modifications.find((candidate) => candidate.name === name);
  return modification ? { category: "service", cents: cents(modification.price) } : null;
}

/**
 * What a payment of `paidCents` for one line bought, by category. A one-time offer's line is a package. The checkout's
 * line is the package with its add-ons: each service add-on at its published price (never more than is left of the
 * payment), the rest at the package rate, so a price changed since the order can only move money towards the package.
 * Categories with nothing paid are left out.
 */
export function paidParts(
  line: { kind: "package" | "offer"; addOns: readonly string[] },
  paidCents: number,
  catalogue: AddOnCatalogue,
): PaidPart[] {
  const byCategory = new Map<CommissionCategory, number>();
  let left = paidCents;
  if (line.kind === "package") {
    for (const name of line.addOns) {
      const part = addOnPart(name, catalogue);
      if (!part || part.category === "package") continue;
      const taken = Math.min(part.cents, left);
      byCategory.set(part.category, (byCategory.get(part.category) ?? 0) + taken);
      left -= taken;
    }
  }
  byCategory.set("package", left);
  return [...byCategory].filter(([, paid]) => paid > 0).map(([category, paid]) => ({ category, cents: paid }));
}

/**
 * A payment after an order's first (decision 075), as the order keeps it: an instalment of its payment plan, or its
 * `number`th payment for our hosting (orders/order-record.ts `LaterPayment`, which this folder may not import).
 */
export interface LaterPaymentPaid {
  purpose: "instalment" | "hosting";
  number: number;
  cents: number;
}

/**
 * What a later payment earns on: an instalment is the package paid in parts (the package rate, each as it is paid); a
 * hosting payment is hosting, and only the order's first `hostingMonths` of them earn anything.
 */
export function laterPaymentParts(payment: LaterPaymentPaid, rules: Pick<ProgrammeRules, "hostingMonths">): PaidPart[] {
  if (payment.cents <= 0) return [];
  if (payment.purpose === "instalment") return [{ category: "package", cents: payment.cents }];
  return payment.number <= rules.hostingMonths ? [{ category: "hosting", cents: payment.cents }] : [];
}

/** The commission on `baseCents` at `rate` percent, rounded down to a whole cent (never more than the rate). */
export function commissionCents(baseCents: number, rate: number): number {
  return Math.floor((baseCents * rate) / 100);
}

/** When a commission earned at `earnedAt` (ms) matures: the programme's maturity days later. */
export function maturesAt(earnedAt: number, rules: Pick<ProgrammeRules, "maturityDays">): number {
  return earnedAt + rules.maturityDays * DAY_MS;
}

/** A pending commission is matured once its maturity has passed; matured is derived, never stored. */
export function isMatured(commission: { status: string; maturesAt: number }, now: number): boolean {
  return commission.status === "pending" && commission.maturesAt <= now;
}

/**
 * A refund or dispute cancels a commission that has not matured yet; one matured (the programme's promise kept) or paid
 * stands, and one cancelled stays so.
 */
export function cancelledByRefund(commission: { status: string; maturesAt: number }, now: number): boolean {
  return commission.status === "pending" && commission.maturesAt > now;
}

const address = (email: string) => email.trim().toLowerCase();

/** A purchase is the affiliate's own when the buyer's address is theirs or their PayPal address (case and spaces ignored). */
export function isSelfReferral(buyerEmail: string, affiliate: { email: string; paypalEmail: string }): boolean {
  const buyer = address(buyerEmail);
  return buyer !== "" && (buyer === address(affiliate.email) || buyer === address(affiliate.paypalEmail));
}

/** The payout month (YYYY-MM, UTC) of a moment. */
export const payoutPeriodOf = (at: number): string => new Date(at).toISOString().slice(0, 7);

const PERIOD = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether `value` is a payout month (YYYY-MM). */
export const isPayoutPeriod = (value: unknown): value is string => typeof value === "string" && PERIOD.test(value);

/**
 * The commissions a month's payout pays: those matured by its payout day (midnight UTC starting that day), or by `now`
 * while that day is still ahead. A month paid early leaves what matures later to the next month.
 */
export function payoutCutoff(period: string, rules: Pick<ProgrammeRules, "payoutDay">, now: number): number {
  const [year, month] = period.split("-").map(Number) as [number, number];
  return Math.min(Date.UTC(year, month - 1, rules.payoutDay), now);
}

/**
 * Splits affiliates' matured balances into the month's payouts (at least the programme's minimum, in dollars) and the
 * balances carried over to the next month.
 */
export function splitByMinimum<Balance extends { amountCents: number }>(
  balances: readonly Balance[],
  rules: Pick<ProgrammeRules, "payoutMinimum">,
): { payouts: Balance[]; carriedOver: Balance[] } {
  const minimum = cents(rules.payoutMinimum);
  return {
    payouts: balances.filter((balance) => balance.amountCents >= minimum),
    carriedOver: balances.filter((balance) => balance.amountCents < minimum),
  };
}
