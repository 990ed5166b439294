import { UsersIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { AFFILIATE_BANNER_SIZE_OPTIONS } from "../../../app/lib/cms/options";

/** A whole number field with bounds, required. */
const wholeNumber = (name: string, title: string, description: string, min: number, max: number) =>
  defineField({ name, title, type: "number", description, validation: (rule) => rule.required().integer().min(min).max(max) });

/**
 * The affiliate programme's rules (decision 069): the rates, the referral cookie's days, maturity and payouts that the
 * site applies, and the banners affiliates are given. The /affiliates page's words name them through tokens, so the
 * page and the rules are one source.
 */
export const affiliateProgramme = defineType({
  name: "affiliateProgramme",
  title: "Affiliate programme",
  type: "document",
  icon: UsersIcon,
  groups: [
    { name: "rates", title: "Rates", default: true },
    { name: "rules", title: "Cookie and payouts" },
    { name: "banners", title: "Banners" },
  ],
  fields: [
    ...[
      wholeNumber("packageRate", "Package rate (%)", "Commission on the script, packages and one-time offers.", 0, 90),
      wholeNumber("serviceRate", "Service rate (%)", "Commission on services (installation, graphics, modifications).", 0, 90),
      wholeNumber("hostingRate", "Hosting rate (%)", "Commission on each hosting payment, for the months below.", 0, 90),
      wholeNumber("hostingMonths", "Hosting months", "For how many months of a referred customer's hosting the rate is paid.", 0, 120),
    ].map((field) => ({ ...field, group: "rates" })),
    ...[
      wholeNumber("cookieDays", "Referral cookie (days)", "How long a tracking link's click credits its affiliate.", 1, 365),
      wholeNumber("maturityDays", "Maturity (days)", "How long a commission waits (refunds and disputes) before it can be paid.", 0, 365),
      wholeNumber("payoutDay", "Payout day", "The day of the month matured commissions are paid.", 1, 28),
      wholeNumber("payoutMinimum", "Minimum payout ($)", "A smaller matured balance carries over to the next month.", 0, 10_000),
    ].map((field) => ({ ...field, group: "rules" })),
    defineField({
      name: "banners",
      title: "Banners",
      type: "array",
      group: "banners",
      description: "What affiliates put on their sites, with their tracking link attached: one or more per size.",
      of: [
        defineArrayMember({
          type: "image",
          fields: [
            defineField({
              name: "size",
              type: "string",
              options: { list: [...AFFILIATE_BANNER_SIZE_OPTIONS] },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: "alt",
              title: "Alternative text",
              type: "string",
              description: "What the banner says, for people who cannot see it.",
              validation: (rule) => rule.required().max(150),
            }),
          ],
          validation: (rule) => rule.required().assetRequired(),
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: "Affiliate programme" }) },
});
