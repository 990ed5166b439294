import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";

/**
 * The site's SQLite file (submissions, operators): its folder made on first start, WAL so readers never wait for a
 * writer, and synchronous writes, so what a visitor was told is saved survives a power cut.
 */
export function openSqliteFile(path: string): Database.Database {
  mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  return db;
}
