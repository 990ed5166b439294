import { CogIcon, DocumentIcon } from "@sanity/icons";
import { defineArrayMember, defineField, defineType } from "sanity";
import { NAVIGATION_LABEL_OPTIONS } from "../../../app/lib/cms/options";
import { fixedPageSlugOf, PAGE_SLUG_MAX_LENGTH, pageSlugProblem } from "../../../app/lib/declarations/page-slugs";
import { previousSlugsField, priceField, requiredString, requiredText, stringListField, urlField } from "../fields";
import { sectionTypes } from "../sections";

/** A host name: lower-case labels and a top-level domain, no scheme, port or path. */
const TRUSTED_HOST = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** A list of host names, each once: `example` shows one in the message for a value that is not. */
function hostListField(name: string, title: string, description: string, example: string) {
  return defineField({
    name,
    title,
    description,
    type: "array",
    of: [
      defineArrayMember({
        type: "string",
        validation: (rule) =>
          rule.regex(TRUSTED_HOST, { name: "host name" }).error(`A host name only, like ${example}: no https:// and no path.`),
      }),
    ],
    validation: (rule) => rule.unique(),
  });
}

/** The names of the header, top bar and footer links; the site shows its default for any left empty. */
const navigationLabelsField = defineField({
  name: "navigationLabels",
  title: "Navigation labels",
  type: "object",
  description:
    "The names of the links in the header, top bar and footer. Leave one empty to keep the name shown as its placeholder; where each link goes is fixed.",
  fields: NAVIGATION_LABEL_OPTIONS.map((option) =>
    defineField({ name: option.value, title: option.title, type: "string", placeholder: option.title, validation: (rule) => rule.max(40) }),
  ),
});

/** The one settings document: brand, contacts, social profiles, footer claims, demo access, trusted hosts, ordering, redirect hosts. */
export const siteSettings = defineType({
  name: "siteSettings",
  title: "Site settings",
  type: "document",
  icon: CogIcon,
  groups: [
    { name: "brand", title: "Brand", default: true },
    { name: "contact", title: "Contact and social" },
    { name: "footer", title: "Footer" },
    { name: "demo", title: "Demo" },
    { name: "security", title: "Security" },
    { name: "navigation", title: "Navigation" },
    { name: "ordering", title: "Ordering" },
    { name: "email", title: "E-mail" },
    { name: "redirects", title: "Redirects" },
  ],
  fields: [
    ...[
      requiredString("productName", { description: "The product's name, shown in the header, titles and metadata." }),
      requiredString("operatorBrand", { description: "The company that sells it; shown in the footer and copyright line." }),
      requiredString("tagline", { description: "One line that says what the product does." }),
      requiredText("description", { description: "Two sentences about the product and company, used in search-engine data." }),
      urlField("siteUrl", { title: "Site URL", description: "The public address of this site, like https://www.example.com." }),
      defineField({ name: "supportEmail", type: "string", validation: (rule) => rule.required().email() }),
      defineField({
        name: "social",
        title: "Social profiles",
        type: "object",
        description: "Shown in the top bar; they open in a new tab.",
        validation: (rule) => rule.required(),
        fields: [
          urlField("twitter", { title: "X/Twitter" }),
          urlField("facebook"),
          urlField("linkedin", { title: "LinkedIn" }),
          urlField("youtube", { title: "YouTube" }),
        ],
      }),
      urlField("parentSiteUrl", { title: "Parent site URL", description: "The 'brought to you by' link in the footer." }),
      defineField({
        name: "footerClaims",
        type: "object",
        validation: (rule) => rule.required(),
        fields: [requiredString("summary"), stringListField("highlights", { description: "Short claims shown as badges." })],
      }),
      defineField({ name: "copyrightYear", type: "number", validation: (rule) => rule.required().integer().min(2000) }),
      defineField({
        name: "demo",
        title: "Demo access",
        type: "object",
        description: "Where visitors try the script, shown on the Demo page.",
        validation: (rule) => rule.required(),
        fields: [
          urlField("memberAreaUrl", { title: "Member area URL" }),
          requiredString("memberUsername"),
          requiredString("memberPassword"),
          urlField("adminAreaUrl", { title: "Admin area URL" }),
          requiredString("adminUsername"),
          requiredString("adminPassword"),
          requiredString("resetSchedule", { description: "When the demo data is reset, for example Every night at 03:00 UTC." }),
        ],
      }),
      hostListField(
        "trustedHosts",
        "Trusted hosts",
        "Other hosts the site loads images, fonts, styles or analytics from, like fonts.gstatic.com (host names only, over HTTPS). " +
          "This site and Sanity's image CDN are always trusted; browsers refuse anything else, and a script or frame added from " +
          "another host is reported to the operator as a possible attack.",
        "fonts.gstatic.com",
      ),
    ].map((field, index) => ({
      ...field,
      group: index < 4 ? "brand" : index < 7 ? "contact" : index < 9 ? "footer" : index < 10 ? "demo" : "security",
    })),
    { ...navigationLabelsField, group: "navigation" },
    {
      ...priceField("domainYearlyPrice", {
        title: "Domain registration, a year (USD)",
        description:
          "About what registering a domain costs a year; we bill it at cost. The order form quotes it to buyers who need a " +
          "domain. Leave empty to say only that it is billed at cost.",
        required: false,
      }),
      group: "ordering",
    },
    defineField({
      name: "notificationEmails",
      title: "Notification addresses",
      description:
        "Who is told of every support request, affiliate application, order and payment. Empty: the support address " +
        "above. The server's OPERATOR_EMAIL, when set, is used instead of this list.",
      type: "array",
      of: [defineArrayMember({ type: "string", validation: (rule) => rule.email() })],
      validation: (rule) => rule.unique(),
      group: "email",
    }),
    defineField({
      name: "replyTime",
      title: "Reply time",
      description:
        'How soon we reply, as the receipts say it after "We reply": for example within one business day. Keep it what ' +
        "the support page promises.",
      type: "string",
      validation: (rule) => rule.required().max(80),
      group: "email",
    }),
    {
      ...hostListField(
        "redirectHosts",
        "Redirect hosts",
        "Other sites a redirect may send visitors to, like shop.example.com (host names only). A redirect to any other " +
          "host is refused here and ignored by the site, so the site can never be used to send people somewhere unknown.",
        "shop.example.com",
      ),
      group: "redirects",
    },
  ],
  preview: { prepare: () => ({ title: "Site settings" }) },
});

/**
 * A page's address, /{slug}. A fixed page's route looks it up by this slug, so its slug cannot change; a new page
 * may take neither a fixed page's slug nor an address the site itself uses.
 */
const pageSlugField = defineField({
  name: "slug",
  type: "slug",
  description: "The page's address: /{slug}. The site's fixed pages (home, pricing, about…; index is the site root) keep theirs.",
  options: { source: "title", maxLength: PAGE_SLUG_MAX_LENGTH },
  readOnly: ({ document }) => fixedPageSlugOf(document?._id ?? "") !== null,
  validation: (rule) =>
    rule
      .required()
      .custom((slug, context) => (slug?.current ? (pageSlugProblem(slug.current, context.document?._id ?? "") ?? true) : true)),
});

export const page = defineType({
  name: "page",
  title: "Page",
  type: "document",
  icon: DocumentIcon,
  groups: [
    { name: "content", title: "Content", default: true },
    { name: "seo", title: "SEO and sharing" },
  ],
  fields: [
    requiredString("title", { description: "The page's name in menus, breadcrumbs and this Studio." }),
    pageSlugField,
    previousSlugsField(),
    requiredString("heading", { description: "The page's main heading (h1)." }),
    defineField({ name: "intro", type: "text", rows: 3, description: "The paragraph under the heading." }),
    defineField({ name: "seo", type: "seo", validation: (rule) => rule.required() }),
    defineField({
      name: "sections",
      type: "array",
      description: "The blocks of the page, top to bottom.",
      of: sectionTypes.map((section) => defineArrayMember({ type: section.name })),
    }),
  ].map((field) => ({ ...field, group: field.name === "seo" ? "seo" : "content" })),
  preview: { select: { title: "title", slug: "slug.current" }, prepare: ({ title, slug }) => ({ title, subtitle: `/${slug ?? ""}` }) },
});
