import { visionTool } from "@sanity/vision";
import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { apiVersion, dataset, projectId } from "./env";
import { schemaTypes } from "./schemaTypes";
import { SINGLETON_TYPES, structure, SUBMISSION_TYPES } from "./structure";

/** Types nobody creates from the Studio: the settings singleton and what visitors submit. */
const NOT_CREATABLE = new Set([...SINGLETON_TYPES, ...SUBMISSION_TYPES]);

export default defineConfig({
  name: "default",
  title: "XchangeKit",
  projectId,
  dataset,
  plugins: [structureTool({ structure }), visionTool({ defaultApiVersion: apiVersion })],
  schema: {
    types: schemaTypes,
    templates: (templates) => templates.filter((template) => !NOT_CREATABLE.has(template.schemaType)),
  },
  document: {
    newDocumentOptions: (options) => options.filter((option) => !NOT_CREATABLE.has(option.templateId)),
    actions: (actions, { schemaType }) => {
      if (SINGLETON_TYPES.includes(schemaType)) {
        return actions.filter(({ action }) => action === "publish" || action === "discardChanges" || action === "restore");
      }
      // Submissions can be deleted (a spam entry, a data-removal request) but never edited.
      if (SUBMISSION_TYPES.includes(schemaType)) return actions.filter(({ action }) => action === "delete");
      return actions;
    },
  },
});
