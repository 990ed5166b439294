/**
 * `npm run db:copy -- --from data/submissions.db --to postgres://user:password@host:5432/site`: copies the site's
 * server state from one database to another (the embedded SQLite file into PostgreSQL, the usual move), both brought
 * to the latest version first. Rows the target already has are kept as they are, so it may be run again (after the
 * last writes to the old database) and copies nothing twice. Prints what it did, table by table. Decision 060.
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { copySiteTables, type TableCopy } from "../app/lib/storage/copy.server";
import { describeStorage, migrateStorage, openStorage, storageConfig, type StorageConfig } from "../app/lib/storage/storage.server";

const USAGE = `Usage: npm run db:copy -- --from <database> --to <database>
  each a postgres:// URL or the path of a SQLite file, e.g.
  npm run db:copy -- --from data/submissions.db --to postgres://user:password@127.0.0.1:5432/site`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** A postgres:// URL, or a SQLite file that must exist when it is the source (else an empty one would be made). */
function databaseAt(location: string, role: "from" | "to"): StorageConfig {
  if (/^postgres(ql)?:/i.test(location)) return storageConfig({ DATABASE_URL: location });
  if (role === "from" && !existsSync(location)) fail(`--from ${location}: no such file`);
  return { engine: "sqlite", path: location };
}

const sameDatabase = (a: StorageConfig, b: StorageConfig) =>
  a.engine === "sqlite" && b.engine === "sqlite" ? a.path === b.path : a.engine === b.engine && describeStorage(a) === describeStorage(b);

const line = ({ table, rows, copied, same, different }: TableCopy) =>
  `  ${table.padEnd(22)} ${String(rows).padStart(7)} rows: ${copied} copied, ${same} already there` +
  (different ? `, ${different} kept as the target has them (changed there)` : "");

async function main() {
  let values;
  try {
    ({ values } = parseArgs({ options: { from: { type: "string" }, to: { type: "string" } } }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  }
  if (!values.from || !values.to) fail(USAGE);
  const from = databaseAt(values.from, "from");
  const to = databaseAt(values.to, "to");
  if (sameDatabase(from, to)) fail("--from and --to name the same database");

  const source = openStorage(from);
  const target = openStorage(to);
  try {
    await migrateStorage(source);
    await migrateStorage(target);
    console.log(`Copying ${describeStorage(from)} → ${describeStorage(to)}`);
    const copies = await copySiteTables(source.db, target.db, { onTable: (copy) => console.log(line(copy)) });
    const copied = copies.reduce((sum, copy) => sum + copy.copied, 0);
    console.log(`Done: ${copied} rows copied.`);
  } finally {
    await Promise.all([source.close(), target.close()]);
  }
}

main().catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
