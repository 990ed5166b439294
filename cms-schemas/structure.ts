import type { DefaultDocumentNodeResolver, ListItemBuilder, StructureBuilder, StructureResolver } from "sanity/structure";
import { studioSidebar } from "../app/lib/declarations/content-kinds";
import { EmailTemplatePreview } from "./email-preview";
import { submissionTypes } from "./schemaTypes/submissions";

const SIDEBAR = studioSidebar();
/** Document types with exactly one document, edited in place. */
export const SINGLETON_TYPES: string[] = SIDEBAR.flatMap((item) =>
  item.group ? item.kinds.flatMap((kind) => (kind.singletonTitle ? [kind.type] : [])) : [],
);
export const SUBMISSION_TYPES: string[] = submissionTypes.map((type) => type.name);

function group(S: StructureBuilder, title: string, items: ListItemBuilder[]) {
  return S.listItem().title(title).child(S.list().title(title).items(items));
}

/** A kind's list of documents, or its one document when it is a singleton. */
function kindItem(S: StructureBuilder, type: string, singletonTitle?: string) {
  return singletonTitle
    ? S.listItem().title(singletonTitle).id(type).child(S.document().schemaType(type).documentId(type))
    : S.documentTypeListItem(type);
}

/** The Studio's sidebar: the content kinds where their declarations place them (app/lib/declarations/content-kinds.ts), then the forms' submissions. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title("Content")
    .items([
      ...SIDEBAR.map((item) =>
        item.group
          ? group(
              S,
              item.group,
              item.kinds.map((kind) => kindItem(S, kind.type, kind.singletonTitle)),
            )
          : S.documentTypeListItem(item.type).title(item.title),
      ),
      group(
        S,
        "Submissions",
        SUBMISSION_TYPES.map((type) => S.documentTypeListItem(type)),
      ),
    ]);

/** Every document opens in its form; an e-mail's words also in a preview of the message as sent. */
export const defaultDocumentNode: DefaultDocumentNodeResolver = (S, { schemaType }) =>
  schemaType === "emailTemplate"
    ? S.document().views([S.view.form(), S.view.component(EmailTemplatePreview).title("Preview")])
    : S.document().views([S.view.form()]);
