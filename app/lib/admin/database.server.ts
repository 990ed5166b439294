import type Database from "better-sqlite3";
import { openSqliteFile, siteDatabase } from "~/lib/core/sqlite.server";

export type AdminDatabase = Database.Database;

/**
 * The operators' database: their accounts, live sessions and failed-login counters, in the same SQLite file as the
 * submissions by default (`SUBMISSIONS_DB`), so a site has one file to back up. It is used even when submissions go
 * to Sanity: passwords never leave the server.
 */
export function openAdminDatabase(path: string): AdminDatabase {
  return withAdminTables(openSqliteFile(path));
}

function withAdminTables(db: AdminDatabase): AdminDatabase {
  db.exec(`CREATE TABLE IF NOT EXISTS admin_users (
    email TEXT PRIMARY KEY,
    password_hash TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS admin_sessions (
    id TEXT PRIMARY KEY,
    email TEXT NOT NULL REFERENCES admin_users (email) ON DELETE CASCADE,
    last_seen INTEGER NOT NULL
  );`);
  return db;
}

let database: AdminDatabase | undefined;

/** The process's operators' database: the site's SQLite file, with their tables. */
export function adminDatabase(): AdminDatabase {
  database ??= withAdminTables(siteDatabase());
  return database;
}
