import type { ModificationView } from "~/lib/cms/queries/marketplace";
import type { OfferView, TierView } from "~/lib/cms/queries/products";
import { formatUsd } from "~/lib/core/format";

/**
 * The order funnel's steps and the order's total, shared by the browser and the server. No zod here: the order's
 * schema is in ./order-schema.ts, so a page can show steps or totals without loading a validation library.
 */

/** The funnel's name as a form (its start tokens', its rate limits' and its stored orders' kind): ./order-form.server.ts. */
export const ORDER_FORM_ID = "order";

/**
 * What can be ordered and at what price: all from the CMS (pricing tiers, the installation service, offers,
 * modifications). Installation is offered on its own only while the CMS has the installation service's price.
 */
export interface OrderCatalog {
  tiers: Pick<
    TierView,
    | "_id"
    | "slug"
    | "name"
    | "price"
    | "billing"
    | "paymentPlan"
    | "includesInstallation"
    | "includesHosting"
    | "includedOffers"
    | "checkoutUrl"
  >[];
  installationPrice: number | null;
  offers: (Pick<OfferView, "name" | "price"> & { slug: OrderOfferSlug })[];
  modifications: Pick<ModificationView, "slug" | "name" | "price">[];
}

/** The one-time offers the funnel also sells, by their slugs. */
export type OrderOfferSlug = "offer-graphics" | "offer-vip-upgrades";

export const ORDER_STEPS = [
  { id: "package", title: "Package", fields: ["tier"] },
  { id: "domain", title: "Domain", fields: ["domainChoice", "domain"] },
  { id: "hosting", title: "Hosting", fields: ["hosting", "serverReady"] },
  { id: "addons", title: "Add-ons", fields: ["installation", "graphics", "vip", "modifications"] },
  { id: "details", title: "Your details", fields: ["name", "email", "country", "notes"] },
  { id: "terms", title: "Terms", fields: ["acceptTerms"] },
  { id: "review", title: "Review", fields: [] },
] as const;

export const LAST_STEP = ORDER_STEPS.length - 1;

export type OrderValues = {
  tier?: string;
  domainChoice?: "own" | "needs";
  domain?: string;
  hosting?: "ours" | "own";
  serverReady?: boolean;
  installation?: boolean;
  graphics?: boolean;
  vip?: boolean;
  modifications?: string[];
  name?: string;
  email?: string;
  country?: string;
  /** Anything the buyer wants us to know, for the operator who fulfils the order. */
  notes?: string;
  acceptTerms?: boolean;
};

export interface OrderTotal {
  lines: { label: string; amount: number }[];
  /** Charged at checkout: the package price (or down payment) and every add-on. */
  dueToday: number;
  /** Payment plan instalments after today, if any. */
  instalments: { monthlyAmount: number; months: number } | null;
}

/** The order's price, line by line: the one calculation behind the live total, the review and the stored order. */
export function orderTotal(catalog: OrderCatalog, values: OrderValues): OrderTotal {
  const tier = catalog.tiers.find((candidate) => candidate.slug === values.tier);
  if (!tier) return { lines: [], dueToday: 0, instalments: null };
  const lines = [{ label: tier.billing === "payment-plan" ? `${tier.name} (down payment)` : tier.name, amount: tier.price }];
  if (values.installation && !tier.includesInstallation && catalog.installationPrice !== null) {
    lines.push({ label: "Installation", amount: catalog.installationPrice });
  }
  for (const offer of offersChosen(catalog, values)) lines.push({ label: offer.name, amount: offer.price });
  for (const mod of catalog.modifications) if (values.modifications?.includes(mod.slug)) lines.push({ label: mod.name, amount: mod.price });
  const plan = tier.billing === "payment-plan" ? tier.paymentPlan : null;
  return {
    lines,
    dueToday: lines.reduce((sum, line) => sum + line.amount, 0),
    instalments: plan ? { monthlyAmount: plan.monthlyAmount, months: plan.months } : null,
  };
}

/** The one-time offers bought as add-ons: ticked, and not already part of the package. */
export function offersChosen(catalog: OrderCatalog, values: OrderValues): OrderCatalog["offers"] {
  const tier = catalog.tiers.find((candidate) => candidate.slug === values.tier);
  return catalog.offers.filter(
    (offer) => (offer.slug === "offer-graphics" ? values.graphics : values.vip) && !tier?.includedOffers.includes(offer.slug),
  );
}

/** Every one-time offer the order has: those bought as add-ons and those its package includes. */
export function offersInOrder(catalog: OrderCatalog, values: OrderValues): OrderOfferSlug[] {
  const included = catalog.tiers.find((candidate) => candidate.slug === values.tier)?.includedOffers ?? [];
  const chosen = offersChosen(catalog, values);
  return catalog.offers.filter((offer) => included.includes(offer.slug) || chosen.includes(offer)).map((offer) => offer.slug);
}

/**
 * What the domain step says to a buyer who needs a domain: we register it at cost, for about the yearly price in the
 * site settings; without one there, no amount is named rather than a guessed one.
 */
export function domainRegistrationHint(yearlyPrice: number | null | undefined): string {
  return yearlyPrice == null
    ? "Tell us the name you want; we register it for you, billed at cost."
    : `Tell us the name you want; we register it for you (about ${formatUsd(yearlyPrice)} a year, billed at cost).`;
}

/** Form values as the browser holds them ("on", strings, arrays) in the shape orderTotal takes. */
export function readOrderValues(raw: Record<string, unknown> | undefined): OrderValues {
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  const checked = (value: unknown) => value === "on" || value === true || value === "true";
  const list = raw?.modifications;
  return {
    tier: text(raw?.tier),
    domainChoice: text(raw?.domainChoice) as OrderValues["domainChoice"],
    domain: text(raw?.domain),
    hosting: text(raw?.hosting) as OrderValues["hosting"],
    serverReady: checked(raw?.serverReady),
    installation: checked(raw?.installation),
    graphics: checked(raw?.graphics),
    vip: checked(raw?.vip),
    modifications: Array.isArray(list)
      ? list.filter((item): item is string => typeof item === "string")
      : typeof list === "string"
        ? [list]
        : [],
    name: text(raw?.name),
    email: text(raw?.email),
    country: text(raw?.country),
    notes: text(raw?.notes),
    acceptTerms: checked(raw?.acceptTerms),
  };
}
