/**
 * `npm run admin:create-user -- --email ops@example.com`: creates an operator account for /admin (or sets a new
 * password for it, which ends its sessions) in the site's database (`DATABASE_URL`, else the SQLite file
 * `SUBMISSIONS_DB`, default data/submissions.db), migrated first as the server's start would. The password is asked for without echo on a terminal, or read from the first line of
 * standard input otherwise (`printf '%s\n' "$PASSWORD" | npm run admin:create-user -- --email …`); never from the
 * command line, where the process list and shell history would keep it.
 */
import { parseArgs } from "node:util";
import { AccountError, createAccounts, MIN_PASSWORD_LENGTH } from "../app/lib/admin/accounts.server";
import {
  describeStorage,
  migrateStorage,
  openStorage,
  storageConfig,
  StorageConfigError,
  StorageUnavailableError,
} from "../app/lib/storage/storage.server";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Reads one line from the terminal without showing it. */
function askHidden(prompt: string): Promise<string> {
  return new Promise((resolve) => {
    const input = process.stdin;
    let typed = "";
    process.stderr.write(prompt);
    input.setRawMode(true);
    input.resume();
    input.setEncoding("utf8");
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === "\r" || character === "\n") {
          input.setRawMode(false);
          input.pause();
          input.off("data", onData);
          process.stderr.write("\n");
          resolve(typed);
          return;
        }
        if (character === "\u0003") fail("\nCancelled.");
        if (character === "\u007f" || character === "\b") typed = typed.slice(0, -1);
        else typed += character;
      }
    };
    input.on("data", onData);
  });
}

async function readStdinLine(): Promise<string> {
  let text = "";
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? "";
}

const { values } = parseArgs({ options: { email: { type: "string" }, password: { type: "string" } }, strict: false });
if (values.password !== undefined)
  fail("The password is never taken from the command line: leave out --password, and type it when asked or pipe it in.");
if (typeof values.email !== "string" || !values.email) fail("Usage: npm run admin:create-user -- --email ops@example.com");

let password: string;
if (process.stdin.isTTY) {
  password = await askHidden(`Password for ${values.email} (at least ${MIN_PASSWORD_LENGTH} characters): `);
  if ((await askHidden("The same password again: ")) !== password) fail("The two passwords differ; nothing was changed.");
} else {
  password = await readStdinLine();
}

let storage;
try {
  storage = openStorage(storageConfig());
  await migrateStorage(storage);
} catch (error) {
  if (error instanceof StorageConfigError || error instanceof StorageUnavailableError) fail(error.message);
  throw error;
}
try {
  const outcome = await createAccounts(storage.db).save(values.email, password);
  console.info(
    `${outcome === "created" ? "Created" : "Updated"} the operator account ${values.email.trim().toLowerCase()} in ${describeStorage(storage.config)}.`,
  );
} catch (error) {
  if (error instanceof AccountError) fail(error.message);
  throw error;
} finally {
  await storage.close();
}
