import { z } from "zod";
import { documentFields } from "./fields";

/**
 * An uploaded image as Sanity describes it. In the sample dataset `url` is a path under /sample-images;
 * `npm run cms:export` turns these into uploads for `sanity dataset import`.
 */
export const imageAssetDocument = z.object({
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
});
