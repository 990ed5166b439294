import { z } from "zod";
import type { SanityImageAsset } from "~/lib/cms/sanity.types";
import type { FitsSchema } from "~/lib/cms/schema-fit";
import { documentFields } from "./fields";

/** Sanity fills in every field of its own documents (an upload's file name and size); its schema leaves them optional. */
type FilledBySanity<T> = T extends object ? { [Key in keyof T]-?: FilledBySanity<T[Key]> } : T;

/** Holds a model of uploads to Sanity's own type of an image asset at compile time (app/lib/cms/schema-fit.ts). */
function readingImageAssets<Model extends z.ZodType>(model: Model & FitsSchema<FilledBySanity<SanityImageAsset>, z.input<Model>>): Model {
  return model;
}

/**
 * An uploaded image as Sanity describes it. In the sample dataset `url` is a path under /sample-images;
 * `npm run cms:export` turns these into uploads for `sanity dataset import`.
 */
export const imageAssetDocument = readingImageAssets(
  z.object({
    ...documentFields,
    _type: z.literal("sanity.imageAsset"),
    url: z.string().min(1),
    path: z.string().min(1),
    originalFilename: z.string().min(1),
    extension: z.string().min(1),
    mimeType: z.string().min(1),
    metadata: z.object({
      dimensions: z.object({ width: z.number().int(), height: z.number().int(), aspectRatio: z.number() }),
    }),
  }),
);
