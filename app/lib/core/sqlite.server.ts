import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";

/** Where the site's SQLite file is when `SUBMISSIONS_DB` does not say. */
export const DEFAULT_SITE_DATABASE = "data/submissions.db";

/**
 * The site's one SQLite file, so a site has one file to back up: the submissions (unless they go to Sanity), the
 * operators' accounts and sessions, and post views. `SUBMISSIONS_DB` names it, as it did when it held submissions only.
 */
export function siteDatabasePath(env: Record<string, string | undefined> = process.env): string {
  return env.SUBMISSIONS_DB?.trim() || DEFAULT_SITE_DATABASE;
}

/**
 * A SQLite file of the site (submissions, operators, views): its folder made on first start, WAL so readers never wait for a
 * writer, and synchronous writes, so what a visitor was told is saved survives a power cut.
 */
export function openSqliteFile(path: string): Database.Database {
  mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  return db;
}

let siteDatabaseConnection: Database.Database | undefined;

/** The process's connection to the site's SQLite file, opened on first use; each module creates its own tables. */
export function siteDatabase(): Database.Database {
  siteDatabaseConnection ??= openSqliteFile(siteDatabasePath());
  return siteDatabaseConnection;
}
