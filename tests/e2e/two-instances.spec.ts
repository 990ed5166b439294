import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import pg from "pg";
import { startPostgresCluster, type PostgresCluster } from "../support/postgres-cluster";
import { startOwnServer, type OwnServer } from "./own-server";
import { sendRaw, type RawResponse } from "./raw-request";

// Two instances of the production build, A and B, on one PostgreSQL (a throwaway cluster), as behind a load balancer:
// what one instance stores, signs or purges, the other sees (issue 32). Neither is given FORM_SECRET or SESSION_SECRET:
// the secrets they agree on are the ones the first start kept in the database.

const WEBHOOK_SECRET = "two-instances-webhook-secret";
const OPERATOR = { email: "ops@launchyard.example", password: "a long passphrase for two instances" };

test.describe.configure({ mode: "serial" });
// Two servers, a cluster and a worker pool start here; argon2 and the command line are slow by design.
test.slow();

let cluster: PostgresCluster | undefined;
let a: OwnServer;
let b: OwnServer;
let instanceEnv: Record<string, string>;
/** The operator's session cookie, made on A by the first test. */
let operatorCookie = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  cluster = await startPostgresCluster();
  instanceEnv = { DATABASE_URL: cluster.url, SANITY_WEBHOOK_SECRET: WEBHOOK_SECRET, TRUST_PROXY: "1", FORM_SECRET: "", SESSION_SECRET: "" };
  // Both at once: the migrations run once, under PostgreSQL's advisory lock.
  [a, b] = await Promise.all([startOwnServer({ env: instanceEnv }), startOwnServer({ env: instanceEnv })]);
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  cluster?.stop();
});

/** Rows of the shared database, read the way an operator's SQL client would. */
async function query<Row>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: cluster!.url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as Row[];
  } finally {
    await client.end();
  }
}

const rowsWithEmail = async (email: string) =>
  Number((await query<{ count: string }>("SELECT count(*) AS count FROM submissions WHERE email = $1", [email]))[0]!.count);

async function formToken(server: OwnServer, form: string): Promise<string> {
  const response = await sendRaw(server.origin, { path: `/api/form-token?form=${form}` });
  expect(response.status).toBe(200);
  return (JSON.parse(response.body) as { token: string }).token;
}

/** A support request as a browser without JavaScript posts it, from `client` (the address the proxy saw). */
async function supportRequest(email: string, token: string): Promise<URLSearchParams> {
  return new URLSearchParams({
    name: "Lena Marsh",
    email,
    topic: "pre-sale",
    message: "Does the script run on shared hosting with PHP 8.2?",
    form_started: token,
  });
}

function post(server: OwnServer, path: string, body: URLSearchParams, client: string, headers: Record<string, string> = {}) {
  return sendRaw(server.origin, {
    method: "POST",
    path,
    headers: {
      Origin: server.origin,
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": client,
      Connection: "close",
      ...headers,
    },
    body: body.toString(),
  });
}

const cacheOutcome = (response: RawResponse) => response.headers["x-page-cache"];

async function publish(server: OwnServer, document: { _id: string; _type: string }): Promise<RawResponse> {
  const body = JSON.stringify(document);
  return sendRaw(server.origin, {
    method: "POST",
    path: "/api/webhooks/sanity",
    headers: {
      "Content-Type": "application/json",
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET),
    },
    body,
  });
}

test("a lead sent to A is in B's console and its CSV, and an operator's session made on A works on B", async () => {
  execFileSync("npx", ["tsx", "scripts/admin-create-user.ts", "--email", OPERATOR.email], {
    input: `${OPERATOR.password}\n`,
    env: { ...process.env, DATABASE_URL: cluster!.url },
    encoding: "utf8",
  });
  const email = `lena.${Date.now()}@surfmeadow.example`;
  const sent = await post(a, "/support", await supportRequest(email, await formToken(a, "support")), "198.51.100.21");
  expect(sent.status).toBe(200);
  expect(sent.body).toContain("Message sent");

  const login = await post(a, "/admin/login", new URLSearchParams(OPERATOR), "198.51.100.22");
  expect(login.status).toBe(302);
  const cookie = (operatorCookie = String(login.headers["set-cookie"]).split(";")[0]!);

  const csv = await sendRaw(b.origin, { path: "/admin/leads.csv", headers: { Cookie: cookie, "X-Forwarded-For": "198.51.100.22" } });
  expect(csv.status).toBe(200);
  expect(csv.body).toContain(email);
  const console = await sendRaw(b.origin, { path: "/admin/leads", headers: { Cookie: cookie, "X-Forwarded-For": "198.51.100.22" } });
  expect(console.status).toBe(200);
  expect(console.body).toContain(email);
});

test("posts alternating between A and B meet the limit one instance has", async () => {
  const client = "203.0.113.77";
  const statuses: number[] = [];
  for (let index = 0; index < 8; index++) {
    const server = index % 2 === 0 ? a : b;
    const body = await supportRequest(`limit.${index}.${Date.now()}@surfmeadow.example`, await formToken(server, "support"));
    statuses.push((await post(server, "/support", body, client)).status);
  }
  // The support form takes 5 posts per client in ten minutes (app/lib/forms/registry.server.ts), wherever they land.
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
});

test("the same submission posted to A and B at the same moment is stored once", async () => {
  const email = `twice.${Date.now()}@surfmeadow.example`;
  const body = await supportRequest(email, await formToken(a, "support"));
  const answers = await Promise.all([post(a, "/support", body, "198.51.100.31"), post(b, "/support", body, "198.51.100.32")]);
  expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
  expect(await rowsWithEmail(email)).toBe(1);
});

test("a signed publish sent to A, and an operator's refresh on A, make B's next /home a page-cache miss", async () => {
  await sendRaw(b.origin, { path: "/home" });
  expect(cacheOutcome(await sendRaw(b.origin, { path: "/home" }))).toBe("hit");
  const sentAt = Date.now();
  const published = await publish(a, { _id: "siteSettings", _type: "siteSettings" });
  expect(published.status).toBe(200);
  await expect.poll(async () => cacheOutcome(await sendRaw(b.origin, { path: "/home" }))).toBe("miss");
  test.info().annotations.push({ type: "publish → served fresh on B", description: `${Date.now() - sentAt} ms` });
  console.info(`publish → served fresh on B: ${Date.now() - sentAt} ms`);

  // The console's "Refresh content now" on A empties B's caches too.
  await expect.poll(async () => cacheOutcome(await sendRaw(b.origin, { path: "/home" }))).toBe("hit");
  const refreshed = await post(a, "/admin/refresh", new URLSearchParams(), "198.51.100.22", { Cookie: operatorCookie });
  expect(refreshed.status).toBe(200);
  await expect.poll(async () => cacheOutcome(await sendRaw(b.origin, { path: "/home" }))).toBe("miss");
});

test("a worker pool on the same database: one publish reaches both workers", async () => {
  const pool = await startOwnServer({ env: { ...instanceEnv, WEB_CONCURRENCY: "2" } });
  try {
    // Connections go to the workers in turn (node:cluster's round robin): each worker caches /home, then both answer hits.
    const outcomes: unknown[] = [];
    await expect
      .poll(async () => {
        outcomes.push(cacheOutcome(await sendRaw(pool.origin, { path: "/home", headers: { Connection: "close" } })));
        return outcomes.slice(-2);
      })
      .toEqual(["hit", "hit"]);
    expect((await publish(a, { _id: "siteSettings", _type: "siteSettings" })).status).toBe(200);
    // Each worker answers one miss after its purge, then hits: two misses means both workers purged.
    const after: unknown[] = [];
    await expect
      .poll(async () => {
        after.push(cacheOutcome(await sendRaw(pool.origin, { path: "/home", headers: { Connection: "close" } })));
        return after.filter((outcome) => outcome === "miss").length;
      })
      .toBe(2);
  } finally {
    await pool.stop();
  }
});

test("kill -9 of A in the middle of a stream of sign-ups loses none that was acknowledged", async () => {
  const acknowledged: string[] = [];
  const token = await formToken(a, "waitlist");
  let sent = 0;
  const signUp = async (): Promise<void> => {
    const email = `stream.${(sent += 1)}.${Date.now()}@surfmeadow.example`;
    const body = new URLSearchParams({ email, form_started: token });
    try {
      // Each sign-up from its own client, so the stream is not stopped by the form's limit.
      const answer = await post(a, "/?index", body, `192.0.2.${sent % 250}`);
      if (answer.status === 200 && answer.body.includes("Check your inbox")) acknowledged.push(email);
    } catch {
      return; // the connection died with the server: not acknowledged
    }
    if (acknowledged.length < 400) await signUp();
  };
  const streams = Promise.all([signUp(), signUp(), signUp()]);
  await expect.poll(() => acknowledged.length).toBeGreaterThanOrEqual(20);
  a.kill("SIGKILL");
  await streams;
  const stored = await query<{ email: string }>("SELECT email FROM submissions WHERE email = ANY($1)", [acknowledged]);
  expect(stored.map((row) => row.email).sort()).toEqual([...acknowledged].sort());
});

test("when the database goes away, B's forms answer 503 and its pages keep serving", async () => {
  expect((await sendRaw(b.origin, { path: "/pricing" })).status).toBe(200);
  cluster!.stop();
  cluster = undefined;
  expect((await sendRaw(b.origin, { path: "/pricing" })).status).toBe(200);
  expect((await sendRaw(b.origin, { path: "/features" })).status).toBe(200);
  const body = await supportRequest(`down.${Date.now()}@surfmeadow.example`, await formToken(b, "support"));
  const answer = await post(b, "/support", body, "198.51.100.41");
  expect(answer.status).toBe(503);
  expect(answer.body).toContain("nothing was sent");
});
