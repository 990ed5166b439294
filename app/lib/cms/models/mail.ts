import { z } from "zod";
import { documentModel } from "./fields";

/**
 * The words of one message the site sends (decision 066). Its kind is read as text: the mail layer knows the kinds
 * (app/lib/mail/messages.ts) and keeps only the templates of kinds it has.
 */
export const emailTemplateDocument = documentModel("emailTemplate", {
  kind: z.string().min(1),
  subject: z.string().min(1),
  body: z.string().min(1),
});
