import { z } from "zod";
import {
  BILLING_OPTIONS,
  FEATURE_CATEGORY_OPTIONS,
  ICON_OPTIONS,
  optionValues,
  PLATFORM_STATUS_OPTIONS,
  PRODUCT_LINE_OPTIONS,
} from "~/lib/cms/options";
import { documentModel, httpUrl, keyedImage, keyedItem, keyedReference, linkHref, money, previousSlugs, slug } from "./fields";

const features = z.array(z.string().min(1)).min(1);
const icon = z.enum(optionValues(ICON_OPTIONS));

export const PRODUCT_LINES = optionValues(PRODUCT_LINE_OPTIONS);
export const BILLING = optionValues(BILLING_OPTIONS);

export const pricingTierDocument = documentModel("pricingTier", {
  name: z.string().min(1),
  slug,
  productLine: z.enum(PRODUCT_LINES),
  summary: z.string().min(1),
  /** The amount due at checkout: the whole price, or the down payment of a payment plan. */
  price: money,
  billing: z.enum(BILLING),
  paymentPlan: z.strictObject({ downPayment: money, monthlyAmount: money, months: z.number().int().min(1) }).optional(),
  features,
  /** What the order funnel needs to know: whether installation and our hosting come with it. */
  includesInstallation: z.boolean(),
  includesHosting: z.boolean(),
  /** One-time offers that come with the package: never sold again in its order. */
  includedOffers: z.array(keyedReference).optional(),
  highlighted: z.boolean(),
  badge: z.string().optional(),
  /** The card's order button; empty is "Choose {name}". */
  buttonLabel: z.string().max(40).optional(),
  order: z.number().int(),
  checkoutUrl: httpUrl,
})
  .refine((tier) => (tier.billing === "payment-plan") === Boolean(tier.paymentPlan), {
    message: "a payment plan needs its down payment, monthly amount and months; a one-time price has none",
    path: ["paymentPlan"],
  })
  .refine((tier) => !tier.paymentPlan || tier.paymentPlan.downPayment === tier.price, {
    message: "the price of a payment plan is its down payment",
    path: ["price"],
  });

export const offerDocument = documentModel("offer", {
  name: z.string().min(1),
  slug,
  headline: z.string().min(1),
  summary: z.string().min(1),
  price: money,
  worth: money,
  items: z
    .array(
      z.strictObject({
        ...keyedItem,
        _type: z.literal("offerItem"),
        name: z.string().min(1),
        description: z.string().min(1),
        worth: money.optional(),
      }),
    )
    .min(1),
  /** Examples of what the buyer gets (graphics, covers), shown on the offer's page. */
  samples: z.array(keyedImage).optional(),
  checkoutUrl: httpUrl,
  declineLabel: z.string().min(1),
  declineHref: linkHref,
});

export const serviceDocument = documentModel("service", {
  name: z.string().min(1),
  slug,
  summary: z.string().min(1),
  description: z.string().min(1),
  price: money.optional(),
  priceNote: z.string().optional(),
  deliveryTime: z.string().min(1),
  features,
  icon,
  order: z.number().int(),
});

export const FEATURE_CATEGORIES = optionValues(FEATURE_CATEGORY_OPTIONS);

export const featureDocument = documentModel("feature", {
  name: z.string().min(1),
  category: z.enum(FEATURE_CATEGORIES),
  description: z.string().min(1),
  icon,
  highlighted: z.boolean(),
  order: z.number().int(),
});

export const PLATFORM_STATUSES = optionValues(PLATFORM_STATUS_OPTIONS);

export const platformDocument = documentModel("platform", {
  name: z.string().min(1),
  slug,
  previousSlugs,
  status: z.enum(PLATFORM_STATUSES),
  tagline: z.string().min(1),
  description: z.string().min(1),
  features,
  icon,
  launchEstimate: z.string().optional(),
  order: z.number().int(),
});
