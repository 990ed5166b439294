import { sampleDocuments } from "~/content/sample";
import { cms } from "~/lib/cms/client/cms.server";
import { readingPublished } from "~/lib/cms/client/read-context.server";
import { emailTemplatesQuery, emailTemplateView, mailSettingsModel, mailSettingsQuery, type MailSettings } from "~/lib/cms/queries/mail";
import { logEvent } from "~/lib/core/log.server";
import { absoluteUrl, resolveSiteUrl } from "~/lib/core/site-url";
import { renderMessage, type MessageTemplate } from "./compose-layout";
import { listUnsubscribeHeaders, unsubscribePath } from "./links.server";
import { isMessageKind, MESSAGE_DECLARATIONS, MESSAGE_KINDS, type MessageKind, type PlaceholderOf } from "./messages";
import type { OutgoingMessage } from "./outbox.server";

/**
 * A message put together when its event happens (decision 066): the kind's template as published in the CMS, its
 * placeholders filled, as text and HTML (./compose-layout.ts), from the site's sender to one recipient. Links are
 * absolute, on the site's public origin (`SITE_URL`, else the CMS's site URL); a message that is not transactional
 * carries List-Unsubscribe and shows an unsubscribe link.
 */

type Env = Record<string, string | undefined>;

/** Who sends, who is told, and what the messages may say of the site. */
export interface MailSite {
  name: string;
  /** The public origin, no trailing slash. */
  origin: string;
  supportEmail: string;
  /** "within one business day": what the receipts promise. */
  replyTime: string;
  /** The operators' addresses: `OPERATOR_EMAIL`, else the CMS's notification addresses, else the support address. */
  operators: string[];
  /** `MAIL_FROM`, else the product's name at no-reply@ the site's host. */
  from: string;
}

/** What composing needs, read once per event: the site and every kind's words. */
export interface MailContext {
  site: MailSite;
  templates: ReadonlyMap<MessageKind, MessageTemplate>;
}

/** Addresses in a comma-separated list (`OPERATOR_EMAIL`), trimmed, empty ones left out. */
export function addressList(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);
}

/** `"Name" <address>`, the name quoted so any character in it stays part of the name. */
function mailbox(name: string, address: string): string {
  return `"${name.replace(/[\\"]/g, "\\$&").replace(/[\r\n]+/g, " ")}" <${address}>`;
}

/** The bundled sample's words and settings: what a message says when the CMS has none (decision 066). */
function bundled(): { settings: MailSettings; templates: Map<MessageKind, MessageTemplate> } {
  const settings = mailSettingsModel.parse(sampleDocuments.find((document) => document._id === "siteSettings"));
  return { settings, templates: templatesByKind(sampleDocuments.filter((document) => document._type === "emailTemplate")) };
}

function templatesByKind(documents: readonly unknown[]): Map<MessageKind, MessageTemplate> {
  const templates = new Map<MessageKind, MessageTemplate>();
  for (const document of documents) {
    const parsed = emailTemplateView.safeParse(document);
    if (!parsed.success || !isMessageKind(parsed.data.kind) || templates.has(parsed.data.kind)) continue;
    templates.set(parsed.data.kind, { subject: parsed.data.subject, body: parsed.data.body });
  }
  return templates;
}

/**
 * Reads the published templates and settings (never a draft, also when the event happens in a preview), once per
 * event. A kind the CMS has no template of, and everything when the CMS cannot be read, takes the bundled sample's
 * words, logged: a message is never lost for want of its words.
 */
export async function mailContext(env: Env = process.env): Promise<MailContext> {
  let settings: MailSettings | null = null;
  let templates = new Map<MessageKind, MessageTemplate>();
  try {
    const [read, documents] = await readingPublished(() => Promise.all([cms.fetch(mailSettingsQuery), cms.fetch(emailTemplatesQuery)]));
    settings = read;
    templates = templatesByKind(documents);
  } catch (error) {
    logEvent("error", { event: "mail.cms_unavailable", reason: error instanceof Error ? error.message : String(error) });
  }
  const missing = MESSAGE_KINDS.filter((kind) => !templates.has(kind));
  const fallback = missing.length > 0 || !settings?.replyTime ? bundled() : null;
  if (fallback && missing.length > 0) {
    logEvent("warn", { event: "mail.template_missing", kinds: missing });
    for (const kind of missing) templates.set(kind, fallback.templates.get(kind)!);
  }
  const { productName, siteUrl, supportEmail, notificationEmails, replyTime } = settings ?? fallback!.settings;
  const origin = resolveSiteUrl(env.SITE_URL, siteUrl);
  const configured = addressList(env.OPERATOR_EMAIL);
  return {
    site: {
      name: productName,
      origin,
      supportEmail,
      replyTime: replyTime ?? fallback!.settings.replyTime!,
      operators: configured.length > 0 ? configured : notificationEmails?.length ? notificationEmails : [supportEmail],
      from: env.MAIL_FROM?.trim() || mailbox(productName, `no-reply@${new URL(origin).hostname}`),
    },
    templates,
  };
}

export interface Addressing {
  /** The event the message tells of, unique with its kind: the submission's id, the payment event's id. */
  event: string;
  to: string;
  replyTo?: string | undefined;
  submissionId: string;
}

/** One message of `kind` to one recipient, its placeholders filled with `values` (and the common ones). */
export function composeMessage<Kind extends MessageKind>(
  { site, templates }: MailContext,
  kind: Kind,
  { event, to, replyTo, submissionId }: Addressing,
  values: Record<PlaceholderOf<Kind>, string>,
): OutgoingMessage {
  const transactional = MESSAGE_DECLARATIONS[kind].transactional as boolean;
  const rendered = renderMessage({
    kind,
    template: templates.get(kind)!,
    values: { siteName: site.name, supportEmail: site.supportEmail, ...values },
    site,
    unsubscribeUrl: transactional ? undefined : absoluteUrl(site.origin, unsubscribePath(to)),
  });
  if (rendered.unfilled.length > 0) logEvent("warn", { event: "mail.unknown_placeholder", kind, placeholders: rendered.unfilled });
  return {
    event: `${kind}:${event}`,
    kind,
    from: site.from,
    to,
    replyTo,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    headers: transactional ? undefined : listUnsubscribeHeaders(site.origin, to),
    submissionId,
  };
}
