import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { inBatches, sendRaw, type RawRequest } from "./raw-request";
import { startOwnServer, type OwnServer } from "./own-server";

/**
 * A reduced fuzz of every endpoint (docs/security.md): a few hundred hostile requests, made from a seeded generator
 * (`FUZZ_SEED` replays or explores another run), against a server of the production build with its own database. The
 * site must answer every one with less than a 500 and store nothing: no submission, order, operator, session or view.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 31);
const WEBHOOK_SECRET = "fuzz-webhook-secret";

/** mulberry32: small, seedable, good enough to pick inputs. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <Item>(items: readonly Item[]): Item => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

/** Values an attacker or a broken client sends: empty, whitespace, controls, markup, schemes, traversal, huge, odd Unicode. */
const HOSTILE_VALUES = [
  "",
  " ",
  "\t\r\n",
  "\u0000",
  "\u3000",
  "\u202e\u200b",
  "\ud800",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "Java\tscript:alert(1)",
  "' OR 1=1 --",
  "'; DROP TABLE submissions; --",
  "../../../../etc/passwd",
  "%00%0d%0aSet-Cookie:%20a=b",
  "%E0%A4%A",
  "{{7*7}}${7*7}",
  "__proto__",
  '{"__proto__":{"admin":true}}',
  "constructor",
  "-1",
  "1e309",
  "NaN",
  "9".repeat(400),
  "💥".repeat(700),
  "a".repeat(6000),
  "not-an-email",
  "@",
  "a@",
  "a@b",
  "XK-",
  "http://evil.example/",
  "//evil.example",
  "/\\evil.example",
];

/** Field names the site's forms and endpoints read, and names they do not. */
const FIELD_NAMES = [
  "email",
  "name",
  "message",
  "topic",
  "orderReference",
  "interest",
  "website",
  "promotion",
  "paypalEmail",
  "agreeToTerms",
  "tier",
  "intent",
  "order",
  "step",
  "domain",
  "password",
  "next",
  "id",
  "handled",
  "fax_number",
  "form_started",
  "__proto__",
  "constructor",
  "a".repeat(300),
];

/** Every path that takes a POST from a page, and the forms' ids (for a real start token). */
const FORM_POSTS = [
  { path: "/support", form: "support" },
  { path: "/", form: "waitlist" },
  { path: "/coming-soon", form: "waitlist" },
  { path: "/affiliates", form: "affiliate" },
  { path: "/order-funnel", form: "order" },
  { path: "/test-order-form", form: "order" },
  // A one-time offer's answer (accept or decline) for an order.
  { path: "/offer-graphics", form: undefined },
  { path: "/admin/login", form: undefined },
  { path: "/admin/logout", form: undefined },
  { path: "/admin/refresh", form: undefined },
  { path: "/admin/leads", form: undefined },
  { path: "/admin/blog", form: undefined },
  { path: "/api/preview-mode/disable", form: undefined },
  // Pages that take no post: Remix's own 405.
  { path: "/pricing", form: undefined },
] as const;

const MACHINE_POSTS = [
  "/api/webhooks/sanity",
  "/api/webhooks/unknown",
  "/api/payments/stripe",
  "/api/security-reports",
  "/api/views",
  "/api/visits",
];

const GET_PATHS = [
  "/home",
  "/pricing",
  "/search",
  "/blog",
  "/blog/how-to-launch-a-traffic-exchange-in-48-hours",
  "/sites-for-sale",
  "/order-funnel",
  "/thanks-order",
  "/thanks-purchase",
  "/offer-graphics",
  "/admin",
  "/admin/login",
  "/admin/leads.csv",
  "/admin/campaigns",
  "/admin/campaigns.csv",
  "/api/form-token",
  "/api/preview-mode/enable",
  "/api/preview-mode/disable",
  "/api/payments/stripe-return",
  "/og/card.png",
  "/sitemap.xml",
  "/blog/rss.xml",
];
const QUERY_NAMES = [
  "q",
  "page",
  "ref",
  "tier",
  "form",
  "redirect",
  "next",
  "sort",
  "_data",
  "sanity-preview-secret",
  "sanity-preview-pathname",
  "session_id",
  "title",
];
const ODD_PATHS = [
  "/%E0%A4%A",
  "/%00",
  "/%2e%2e/%2e%2e/etc/passwd",
  "//evil.example/",
  "/pricing//",
  "/blog/%ff",
  `/${"x".repeat(3000)}`,
  "/admin/../../x",
  "/api/../admin",
  "/%E3%80%80/x",
  "/blog/\u00e9t\u00e9",
];

/** Percent-encoded as a URL carries it; a lone surrogate becomes the bytes a broken client would send. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
}

/** A request with a forwarded client address of its own, so rate limits (keyed on the client) do not hide later stages. */
function fromClient(index: number, headers: Record<string, string> = {}): Record<string, string> {
  return { "X-Forwarded-For": `198.51.${100 + (index % 100)}.${1 + (index % 250)}`, ...headers };
}

function formBody(random: ReturnType<typeof generator>, token: string | undefined): string {
  const fields = new URLSearchParams();
  for (let count = 1 + Math.floor(random.next() * 8); count > 0; count--)
    fields.append(random.pick(FIELD_NAMES), random.pick(HOSTILE_VALUES));
  // With a real start token the post reaches the form's schema, and its e-mail is never valid: a bad input by construction.
  if (token) {
    fields.set("form_started", token);
    fields.set("email", random.pick(["", "not-an-email", "@", "a@", "<a@b.c>", "\u3000@example.com"]));
    fields.delete("fax_number");
  }
  return fields.toString();
}

function hostileRequests(origin: string, tokens: Map<string, string>): RawRequest[] {
  const random = generator(SEED);
  const host = new URL(origin).host;
  const requests: RawRequest[] = [];
  const add = (request: RawRequest) =>
    requests.push({ ...request, headers: fromClient(requests.length, request.headers as Record<string, string>) });

  for (let index = 0; index < 160; index++) {
    const target = random.pick(FORM_POSTS);
    const token = target.form && random.next() < 0.6 ? tokens.get(target.form) : undefined;
    const contentType = random.pick([
      "application/x-www-form-urlencoded",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=broken",
      "application/json",
      "text/plain",
    ]);
    const body = contentType.startsWith("multipart")
      ? `--broken\r\nContent-Disposition: form-data; name="email"\r\n\r\n${random.pick(HOSTILE_VALUES)}`
      : formBody(random, token);
    const query = random.next() < 0.3 ? `?${random.pick(QUERY_NAMES)}=${encode(random.pick(HOSTILE_VALUES))}` : "";
    add({ method: "POST", path: `${target.path}${query}`, headers: { Origin: origin, "Content-Type": contentType }, body });
  }
  for (let index = 0; index < 60; index++) {
    const body = random.pick([
      random.pick(HOSTILE_VALUES),
      JSON.stringify({ _id: random.pick(HOSTILE_VALUES), _type: random.pick(HOSTILE_VALUES) }),
      JSON.stringify({ type: "checkout.session.completed", data: { object: { client_reference_id: random.pick(HOSTILE_VALUES) } } }),
      JSON.stringify([
        { type: "csp-violation", body: { blockedURL: random.pick(HOSTILE_VALUES), documentURL: random.pick(HOSTILE_VALUES) } },
      ]),
      JSON.stringify({ "csp-report": { "blocked-uri": random.pick(HOSTILE_VALUES) } }),
      JSON.stringify({ slug: random.pick(HOSTILE_VALUES) }),
    ]);
    add({
      method: "POST",
      path: random.pick(MACHINE_POSTS),
      headers: {
        "Content-Type": random.pick(["application/json", "application/reports+json", "application/csp-report", "text/plain"]),
        "sanity-webhook-signature": random.pick([
          "",
          "t=1,v1=abc",
          `t=${Math.floor(Date.now() / 1000)},v1=${"A".repeat(43)}`,
          random.pick(HOSTILE_VALUES),
        ]),
        "Stripe-Signature": random.pick(["", "t=1,v1=00", random.pick(HOSTILE_VALUES)]),
        ...(random.next() < 0.5 ? { Origin: origin } : {}),
      },
      body,
    });
  }
  for (let index = 0; index < 140; index++) {
    const path = random.next() < 0.25 ? random.pick(ODD_PATHS) : random.pick(GET_PATHS);
    const query = random.next() < 0.8 ? `?${random.pick(QUERY_NAMES)}=${encode(random.pick(HOSTILE_VALUES))}` : "";
    add({
      method: random.pick(["GET", "GET", "GET", "HEAD", "PUT", "OPTIONS"]),
      path: `${path}${query}`,
      headers: random.pick<Record<string, string>>([
        {},
        { Host: random.pick(["evil.example", `${host}:99999`, "", "[::1]:x", host.toUpperCase()]) },
        { "X-Forwarded-Host": random.pick(["evil.example", `${host}:443`, "a b", "\u3000"]) },
        { "X-Forwarded-Proto": random.pick(["gopher", "https, http", ""]) },
        {
          Cookie: random.pick([
            "__preview=garbage",
            "__session=%E0%A4%A",
            "a".repeat(4000),
            "=;=;",
            "__preview=eyJkcmFmdHMiOnRydWV9.forged",
          ]),
        },
        { "Accept-Encoding": random.pick(["br;q=x", "*;q=0", "gzip, deflate, br, zstd", "identity;q=0"]) },
        { "If-None-Match": random.pick(['W/"x"', "*", "\u00ff", ",,,"]) },
        { Range: random.pick(["bytes=0-1", "bytes=999999-", "lines=1-2"]) },
      ]),
    });
  }
  return requests;
}

/**
 * Behind one proxy (each request names its own client, so the forms' limits let most posts reach their schema), and
 * with no proxy declared (every forwarded header is the attacker's own).
 */
const DEPLOYMENTS: { name: string; env: Record<string, string> }[] = [
  { name: "behind a proxy", env: { TRUST_PROXY: "1" } },
  { name: "with no proxy", env: {} },
];

for (const deployment of DEPLOYMENTS) {
  test(`${deployment.name}: a few hundred hostile requests to every endpoint (seed ${SEED}), no 5xx and nothing stored`, async () => {
    test.setTimeout(180_000);
    const server = await startOwnServer({
      env: { ...deployment.env, SANITY_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_WEBHOOK_SECRET: "whsec_fuzz" },
    });
    try {
      await expectNoFailureAndNothingStored(server);
    } finally {
      await server.stop();
    }
  });
}

async function expectNoFailureAndNothingStored(server: OwnServer) {
  const tokens = new Map<string, string>();
  for (const form of ["support", "waitlist", "affiliate", "order"]) {
    const response = await sendRaw(server.origin, { path: `/api/form-token?form=${form}` });
    tokens.set(form, (JSON.parse(response.body) as { token: string }).token);
  }
  const requests = hostileRequests(server.origin, tokens);
  const answers = await inBatches(requests, 6, async (request) => ({ request, response: await sendRaw(server.origin, request) }));

  const failures = answers
    .filter(({ response }) => response.status >= 500 || response.status < 200)
    .map(({ request, response }) => `${response.status} ${request.method} ${request.path} ${JSON.stringify(request.headers)}`);
  expect(failures).toEqual([]);
  // Every kind of refusal was met, so the inputs reached the guards they are meant for.
  const statuses = new Set(answers.map(({ response }) => response.status));
  for (const status of [400, 401, 403, 404, 405, 415]) expect.soft(statuses.has(status), `some answer was ${status}`).toBe(true);

  const database = new Database(server.databasePath, { readonly: true });
  try {
    const rows = (table: string) => (database.prepare(`SELECT COUNT(*) AS count FROM ${table}`).get() as { count: number }).count;
    expect({
      submissions: rows("submissions"),
      operators: rows("admin_users"),
      sessions: rows("admin_sessions"),
      views: rows("post_views"),
    }).toEqual({ submissions: 0, operators: 0, sessions: 0, views: 0 });
  } finally {
    database.close();
  }
  // No error event, and no stack printed by anything else.
  expect(server.logLines().filter((line) => line.includes('"level":"error"') || /^\s+at /.test(line))).toEqual([]);
}
