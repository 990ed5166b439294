import { z } from "zod";

/**
 * Every module of app/lib/cms/models/ (a new one is picked up), read by vitest, which understands `import.meta.glob`
 * as the site's esbuild-based build does not. Each document model is held to the type `sanity typegen` writes for its
 * documents where it is defined (`documentModel`, app/lib/cms/schema-fit.ts); the tests check the sample with them.
 */
const modelModules = import.meta.glob<Record<string, unknown>>("../../app/lib/cms/models/*.ts", { eager: true });

/** A stored document's model, by the type it reads (it names its `_id` and its one `_type`); nothing for any other export. */
function byDocumentType(value: unknown): [string, z.ZodObject][] {
  if (!(value instanceof z.ZodObject) || !("_id" in value.shape)) return [];
  const type: unknown = value.shape._type;
  return type instanceof z.ZodLiteral && typeof type.value === "string" ? [[type.value, value]] : [];
}

/** The app's model of every document type it reads, by `_type` (and the sample's stand-ins for uploads). */
export const documentModels: Readonly<Record<string, z.ZodObject | undefined>> = Object.fromEntries(
  Object.values(modelModules)
    .flatMap((module) => Object.values(module))
    .flatMap(byDocumentType),
);
