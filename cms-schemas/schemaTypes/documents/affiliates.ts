import { UsersIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { AFFILIATE_BANNER_SIZE_OPTIONS, EMAIL_SWIPE_KIND_OPTIONS } from "../../../app/lib/cms/options";
import {
  SWIPE_BODY_MAX_LENGTH,
  SWIPE_LINK_PLACEHOLDER,
  SWIPE_SUBJECT_MAX_LENGTH,
  swipeTextProblem,
} from "../../../app/lib/declarations/email-swipes";
import { optionField } from "../fields";

/** A whole number field with bounds, required. */
const wholeNumber = (name: string, title: string, description: string, min: number, max: number) =>
  defineField({ name, title, type: "number", description, validation: (rule) => rule.required().integer().min(min).max(max) });

/** A swipe's text checked as it is typed: `{link}` where it is required, no other placeholder (decision 070). */
const swipeText =
  (linkRequired: boolean) =>
  (text: string | undefined): true | string =>
    (text && swipeTextProblem(text, { linkRequired })) || true;

/**
 * The affiliate programme's rules (decision 069): the rates, the referral cookie's days, maturity and payouts that the
 * site applies, and the banners and e-mail swipes affiliates are given. The /affiliates page's words name them through tokens, so the
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
    { name: "swipes", title: "E-mail swipes" },
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
    defineField({
      name: "emailSwipes",
      title: "E-mail swipes",
      type: "array",
      group: "swipes",
      description:
        "Ready-made e-mails affiliates send to their lists, safelists and mailers, shown on their dashboard with their own " +
        `tracking link in place of ${SWIPE_LINK_PLACEHOLDER}. No income claims, no promise of members or traffic, and a line ` +
        "saying the sender is an affiliate, as the programme's rules ask.",
      of: [
        defineArrayMember({
          name: "emailSwipe",
          title: "E-mail swipe",
          type: "object",
          fields: [
            defineField({
              name: "title",
              type: "string",
              description: "What affiliates see above it on their dashboard.",
              validation: (rule) => rule.required().max(80),
            }),
            optionField("kind", EMAIL_SWIPE_KIND_OPTIONS, {
              description: "Also the campaign its link carries, so affiliates see which kind of e-mail brings clicks.",
            }),
            defineField({
              name: "subject",
              type: "string",
              validation: (rule) => rule.required().max(SWIPE_SUBJECT_MAX_LENGTH).custom(swipeText(false)),
            }),
            defineField({
              name: "body",
              type: "text",
              rows: 12,
              description: `Plain text. Put ${SWIPE_LINK_PLACEHOLDER} where the affiliate's tracking link goes; prices written as {price:<slug>} are the current price.`,
              validation: (rule) => rule.required().max(SWIPE_BODY_MAX_LENGTH).custom(swipeText(true)),
            }),
          ],
          preview: { select: { title: "title", subtitle: "subject" } },
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: "Affiliate programme" }) },
});
