import { visionTool } from "@sanity/vision";
import { defineConfig } from "sanity";
import { presentationTool } from "sanity/presentation";
import { structureTool } from "sanity/structure";
import { typesWith } from "../app/lib/declarations/content-kinds";
import { fixedPageSlugOf } from "../app/lib/declarations/page-slugs";
import { HOME_PATH, PREVIEW_DISABLE_PATH, PREVIEW_ENABLE_PATH } from "../app/lib/declarations/paths";
import { keepingSlugHistory } from "./actions/slug-history";
import { apiVersion, dataset, previewOrigin, projectId } from "./env";
import { locations, mainDocuments } from "./presentation/resolve";
import { schemaTypes } from "./schemaTypes";
import { defaultDocumentNode, SINGLETON_TYPES, structure, SUBMISSION_TYPES } from "./structure";

/** Types nobody creates from the Studio: the settings singleton and what visitors submit. */
const NOT_CREATABLE = new Set([...SINGLETON_TYPES, ...SUBMISSION_TYPES]);
/** Types with a page of their own, whose old slugs keep answering (decision 076). */
const ROUTABLE_TYPES: ReadonlySet<string> = new Set(typesWith("path"));

export default defineConfig({
  name: "default",
  title: "XchangeKit",
  projectId,
  dataset,
  plugins: [
    structureTool({ structure, defaultDocumentNode }),
    // The real site beside the editor, on the page being edited, in the site's preview mode (drafts shown).
    presentationTool({
      previewUrl: {
        initial: new URL(HOME_PATH, previewOrigin).href,
        previewMode: { enable: PREVIEW_ENABLE_PATH, disable: PREVIEW_DISABLE_PATH },
      },
      resolve: { locations, mainDocuments },
    }),
    visionTool({ defaultApiVersion: apiVersion }),
  ],
  schema: {
    types: schemaTypes,
    templates: (templates) => templates.filter((template) => !NOT_CREATABLE.has(template.schemaType)),
  },
  document: {
    newDocumentOptions: (options) => options.filter((option) => !NOT_CREATABLE.has(option.templateId)),
    actions: (resolved, { schemaType, documentId }) => {
      const actions = ROUTABLE_TYPES.has(schemaType)
        ? resolved.map((action) => (action.action === "publish" ? keepingSlugHistory(action) : action))
        : resolved;
      // A fixed page is what one of the site's routes shows: it can be edited, never removed.
      if (schemaType === "page" && fixedPageSlugOf(documentId ?? "") !== null) {
        return actions.filter(({ action }) => action !== "delete" && action !== "unpublish" && action !== "duplicate");
      }
      if (SINGLETON_TYPES.includes(schemaType)) {
        return actions.filter(({ action }) => action === "publish" || action === "discardChanges" || action === "restore");
      }
      // Submissions can be deleted (a spam entry, a data-removal request) but never edited.
      if (SUBMISSION_TYPES.includes(schemaType)) return actions.filter(({ action }) => action === "delete");
      return actions;
    },
  },
});
