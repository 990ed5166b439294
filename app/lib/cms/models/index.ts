import { z } from "zod";

/**
 * Every module of this folder; a new model module is picked up. Each document model is held to the type
 * `sanity typegen` writes for its documents where it is defined (`documentModel`, app/lib/cms/schema-fit.ts).
 */
const modelModules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./index.ts"], { eager: true });

/** A stored document's model, by the type it reads (it names its `_id` and its one `_type`); nothing for any other export. */
function byDocumentType(value: unknown): [string, z.ZodObject][] {
  if (!(value instanceof z.ZodObject) || !("_id" in value.shape)) return [];
  const type: unknown = value.shape._type;
  return type instanceof z.ZodLiteral && typeof type.value === "string" ? [[type.value, value]] : [];
}

/** The app's model of every document type it reads, by `_type` (and the sample's stand-ins for uploads): what the sample dataset is checked with. */
export const documentModels: Readonly<Record<string, z.ZodObject | undefined>> = Object.fromEntries(
  Object.values(modelModules)
    .flatMap((module) => Object.values(module))
    .flatMap(byDocumentType),
);
