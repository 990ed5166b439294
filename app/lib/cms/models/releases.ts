import type { ReleaseDocument } from "@sanity/client";
import { z } from "zod";
import type { FitsSchema } from "~/lib/cms/schema-fit";
import { documentFields, isoDateTime } from "./fields";

/** Holds a model of releases to `@sanity/client`'s type of the Content Lake's release document at compile time. */
function readingReleases<Model extends z.ZodType>(model: Model & FitsSchema<ReleaseDocument, z.input<Model>>): Model {
  return model;
}

/**
 * A Content Release as the Content Lake keeps it (`_.releases.<id>`, type `system.release`): not one of the Studio's
 * types, so it is read by id (`CmsTransport.release`), never by a query. Only what the preview bar says is read.
 */
export const releaseDocument = readingReleases(
  z.object({
    ...documentFields,
    _type: z.literal("system.release"),
    name: z.string().min(1),
    state: z.enum(["active", "archiving", "unarchiving", "archived", "published", "publishing", "scheduled", "scheduling"]),
    publishAt: isoDateTime.optional(),
    metadata: z.object({
      title: z.string().optional(),
      intendedPublishAt: isoDateTime.optional(),
      releaseType: z.enum(["asap", "scheduled", "undecided"]),
    }),
  }),
);

/** What a preview says of the release it shows. */
export interface ReleaseSummary {
  id: string;
  /** The title the editors gave it; null when they gave none (the Studio says "Untitled"). */
  title: string | null;
  /** When it publishes: the time it is scheduled for, else the time planned; null when neither is set. */
  publishAt: string | null;
  state: z.output<typeof releaseDocument>["state"];
}
