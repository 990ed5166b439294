import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { startOwnServer, type OwnServer } from "./own-server";
import { sendRaw } from "./raw-request";

// The production build started as the README says, `npm run serve` (`npm start` builds, then runs the same), with
// nothing set: no NODE_ENV and no secret. Run twice in a row on one SQLite file, the second run keeps the operators
// signed in: the signing secrets the first kept in the database are the second's (docs/decisions/057, 064).

const OPERATOR = { email: "ops@launchyard.example", password: "a long passphrase for two runs" };
const NOTHING_SET = { NODE_ENV: undefined, SESSION_SECRET: undefined, FORM_SECRET: undefined, PREVIEW_SECRET: undefined };
/** The first-operator hint of the start log (app/lib/admin/operators.server.ts); the login page never says it. */
const FIRST_OPERATOR_HINT =
  /^No operator account yet: .* npm run admin:create-user -- --email you@example\.com, then log in at \/admin\/login$/;
const WRONG_LOGIN = "That e-mail address and password do not match an operator account.";

test.describe.configure({ mode: "serial" });
// Two starts, the command line and argon2 (slow by design).
test.slow();

let folder: string;
test.beforeAll(() => void (folder = mkdtempSync(join(tmpdir(), "xchangekit-restart-"))));
test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** `npm run serve` as package.json has it, with this test's database and nothing else set. */
function startAsNpmServe(databasePath: string): Promise<OwnServer> {
  const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
  const [command, ...nodeArgs] = scripts.serve!.split(" ");
  expect(command).toBe("node");
  expect(scripts.start).toBe(`npm run build && ${scripts.serve}`);
  return startOwnServer({ env: NOTHING_SET, nodeArgs, databasePath });
}

function logIn(server: OwnServer, password: string) {
  return sendRaw(server.origin, {
    method: "POST",
    path: "/admin/login",
    headers: { Origin: server.origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: OPERATOR.email, password, next: "/admin/leads" }).toString(),
  });
}

const consolePage = (server: OwnServer, cookie: string) => sendRaw(server.origin, { path: "/admin/leads", headers: { Cookie: cookie } });

test("an operator's session made on the first run is valid on the second; the login said nothing about accounts", async () => {
  const databasePath = join(folder, "site.db");
  const first = await startAsNpmServe(databasePath);
  let cookie: string;
  try {
    // The start says, once, the mode it runs in, where each signing secret comes from, and how to create an operator.
    const log = first.logLines();
    expect(log.filter((line) => line.startsWith("Signing secrets: "))).toEqual([
      `Signing secrets: FORM_SECRET, SESSION_SECRET, PREVIEW_SECRET kept in the site's database (SQLite file ${databasePath})`,
    ]);
    expect(log.filter((line) => FIRST_OPERATOR_HINT.test(line))).toHaveLength(1);
    expect(log.find((line) => line.includes(" listening on "))).toMatch(/ \(NODE_ENV=production\)$/);

    // With no account, the login page and a login's refusal are a wrong password's, to the byte.
    const pageWithoutAccounts = await sendRaw(first.origin, { path: "/admin/login" });
    const withoutAccounts = await logIn(first, "not the passphrase");
    execFileSync("npm", ["run", "--silent", "admin:create-user", "--", "--email", OPERATOR.email], {
      input: `${OPERATOR.password}\n`,
      env: { ...process.env, SUBMISSIONS_DB: databasePath },
      encoding: "utf8",
    });
    const pageWithAccount = await sendRaw(first.origin, { path: "/admin/login" });
    const wrongPassword = await logIn(first, "not the passphrase");
    expect(pageWithoutAccounts.status).toBe(200);
    expect(pageWithoutAccounts.body).toBe(pageWithAccount.body);
    expect(pageWithoutAccounts.body).not.toContain("No operator account");
    expect(withoutAccounts.status).toBe(401);
    expect(withoutAccounts.body).toContain(WRONG_LOGIN);
    expect([wrongPassword.status, wrongPassword.body]).toEqual([withoutAccounts.status, withoutAccounts.body]);

    const login = await logIn(first, OPERATOR.password);
    expect(login.status).toBe(302);
    cookie = String(login.headers["set-cookie"]).split(";")[0]!;
    expect((await consolePage(first, cookie)).status).toBe(200);
  } finally {
    await first.stop();
  }

  const second = await startAsNpmServe(databasePath);
  try {
    expect(second.logLines().filter((line) => FIRST_OPERATOR_HINT.test(line))).toEqual([]);
    const page = await consolePage(second, cookie);
    expect(page.status).toBe(200);
    expect(page.body).toContain(OPERATOR.email);
  } finally {
    await second.stop();
  }
});
