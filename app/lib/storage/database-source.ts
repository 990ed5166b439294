import type { Kysely } from "kysely";
import type { SiteTables } from "./tables";

/**
 * The database a module works on: one opened already (a test's storage), or a function giving the process's
 * (`siteDatabase`), asked again at each use so a storage closed and opened again is the one used.
 */
export type DatabaseSource = Kysely<SiteTables> | (() => Promise<Kysely<SiteTables>>);

export function databaseOf(source: DatabaseSource): () => Promise<Kysely<SiteTables>> {
  return typeof source === "function" ? source : async () => source;
}
