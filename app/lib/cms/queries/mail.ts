import type { z } from "zod";
import { present } from "~/lib/cms/models/fields";
import { emailTemplateDocument } from "~/lib/cms/models/mail";
import { siteSettingsDocument } from "~/lib/cms/models/site";
import type { EmailTemplatesGroqResult, MailSettingsGroqResult } from "~/lib/cms/sanity.types";
import { defineQuery, groq } from "~/lib/cms/query";
import { resilientList, viewModel } from "./fragments";

export const emailTemplateView = viewModel(emailTemplateDocument.shape, {});
export type EmailTemplateView = z.infer<typeof emailTemplateView>;

/** Every message's words; the mail layer reads them as published (app/lib/mail/compose.server.ts). */
const emailTemplatesGroq = groq`*[_type == "emailTemplate"] | order(_id asc) { _id, kind, subject, body }`;
export const emailTemplatesQuery = defineQuery<EmailTemplatesGroqResult>()({
  name: "emailTemplates",
  groq: emailTemplatesGroq,
  model: resilientList(emailTemplateView, "email templates"),
});

/** What the messages need of the site settings, the operator's addresses among them: read by the server only. */
export const mailSettingsModel = viewModel(
  siteSettingsDocument.pick({ productName: true, siteUrl: true, supportEmail: true, notificationEmails: true, replyTime: true }).shape,
  {},
);
export type MailSettings = z.infer<typeof mailSettingsModel>;

const mailSettingsGroq = groq`*[_type == "siteSettings" && _id == "siteSettings"][0]{ productName, siteUrl, supportEmail, notificationEmails, replyTime }`;
export const mailSettingsQuery = defineQuery<MailSettingsGroqResult>()({
  name: "mailSettings",
  groq: mailSettingsGroq,
  model: present(mailSettingsModel, "there is no site settings document"),
});
