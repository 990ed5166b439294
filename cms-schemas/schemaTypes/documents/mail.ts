import { EnvelopeIcon } from "@sanity/icons";
import { defineField, defineType, type ValidationContext } from "sanity";
import { isMessageKind, MESSAGE_DECLARATIONS, MESSAGE_KINDS } from "../../../app/lib/mail/messages";
import { apiVersion } from "../../env";
import { validatePlaceholders } from "../placeholders";

/** One document per message: the site reads the first it finds of a kind, so a second would be ignored. */
async function onlyOneOfItsKind(kind: string | undefined, { document, getClient }: ValidationContext): Promise<true | string> {
  if (!kind || !document) return true;
  const id = document._id.replace(/^drafts\./, "");
  const others = await getClient({ apiVersion }).fetch<number>(
    `count(*[_type == "emailTemplate" && kind == $kind && !(_id in [$id, "drafts." + $id])])`,
    { kind, id },
  );
  return others === 0 ? true : "Another e-mail already holds the words of this message: edit that one.";
}

export const emailTemplate = defineType({
  name: "emailTemplate",
  title: "E-mail",
  type: "document",
  icon: EnvelopeIcon,
  description: "The words of one message the site sends. The Preview tab shows it as sent, with example values in its placeholders.",
  fields: [
    defineField({
      name: "kind",
      title: "Message",
      type: "string",
      description: "Which message these are the words of, and so who gets it and when.",
      options: { list: MESSAGE_KINDS.map((kind) => ({ value: kind, title: MESSAGE_DECLARATIONS[kind].title })) },
      validation: (rule) => rule.required().custom(onlyOneOfItsKind),
    }),
    defineField({
      name: "subject",
      type: "string",
      description: "Placeholders such as {reference} are filled in when it is sent; the Preview tab lists this message's.",
      validation: (rule) => rule.required().max(150).custom(validatePlaceholders),
    }),
    defineField({
      name: "body",
      type: "text",
      rows: 14,
      description:
        "Plain text: leave a blank line between paragraphs. Placeholders such as {name} are filled in, and prices written " +
        "as {price:<slug>} are the current price, as on the site's pages.",
      validation: (rule) => rule.required().custom(validatePlaceholders),
    }),
  ],
  preview: {
    select: { kind: "kind", subject: "subject" },
    prepare: ({ kind, subject }: { kind?: string; subject?: string }) => ({
      title: isMessageKind(kind) ? MESSAGE_DECLARATIONS[kind].title : "E-mail",
      subtitle: subject,
    }),
  },
});
