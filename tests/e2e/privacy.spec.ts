import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { DRAFT_TIER_BADGE } from "../../app/content/sample/drafts";
import { pricingTiers } from "../../app/content/sample/products";
import { PUBLIC_PAGE_CACHE } from "../../app/lib/cache-control";
import { createOutbox, outboxIdOf } from "../../app/lib/mail/outbox.server";
import { orderReferenceFromBytes } from "../../app/lib/orders/reference";
import { PREVIEW_DISABLE_PATH, PREVIEW_ENABLE_PATH } from "../../app/lib/declarations/paths";
import { newSubmission } from "../../app/lib/submissions/store-config.server";
import { createDatabaseStore } from "../../app/lib/submissions/store.server";
import { migrateStorage, openStorage } from "../../app/lib/storage/storage.server";
import { E2E_PREVIEW_SECRET } from "./server-secrets";
import { followSitemaps } from "./sitemaps";

// Private by default (docs/decisions/042-private-by-default.md), on the production build with its page cache: every
// route, found from the files in app/routes, is asked for with an operator's session, a stored order's reference, a
// preview session, and all three. An answer that a shared cache may keep (public, s-maxage, cache tags, the page
// cache) must be what an anonymous visitor gets for the same address; anything else depends on who asked, and must
// be private.

test.describe.configure({ mode: "serial" });
// A few hundred requests per test, most of them rendered: three times the usual time on a busy machine.
test.slow();

const ROUTES_DIRECTORY = join(process.cwd(), "app/routes");
const SCRIPT_ONLY = pricingTiers[0]!;

/**
 * Addresses for routes whose parameters no sitemap entry shows: the sample's stand-in checkout (noindex), the
 * console's unknown pages, the stored order's page and its message's page and HTML, a path no page has. Keyed by the route's
 * URL pattern.
 */
const EXAMPLES_OUTSIDE_THE_SITEMAP: Record<string, string> = {
  "sample-checkout/$product": `/sample-checkout/${SCRIPT_ONLY.slug.current}`,
  "admin/$": "/admin/no-such-page",
  // Read when the crawl starts, once beforeAll has stored the order.
  get "admin/orders/$reference"() {
    return `/admin/orders/${order}`;
  },
  get "admin/outbox/$id"() {
    return `/admin/outbox/${message}`;
  },
  get "admin/outbox/$id_/html"() {
    return `/admin/outbox/${message}/html`;
  },
  $: "/no-such-page",
};

interface Route {
  /** The Remix route id: `routes/` and the file name without its extension. */
  id: string;
  /** URL segments: `$name` a parameter, `$` the rest of the path. */
  pattern: string[];
  /** Loader data of its own (`?_data=`), as a page fetches it on a client-side navigation. */
  data: boolean;
}

/** Every route module that answers an address: layouts (a file other files nest under) answer through their pages. */
function siteRoutes(): Route[] {
  const files = readdirSync(ROUTES_DIRECTORY).filter((file) => /\.(tsx?|jsx?)$/.test(file));
  const names = files.map((file) => file.replace(/\.[jt]sx?$/, ""));
  return files
    .map((file, index) => ({ file, name: names[index]! }))
    .filter(({ name }) => !names.some((other) => other.startsWith(`${name}.`)))
    .map(({ file, name }) => {
      const source = readFileSync(join(ROUTES_DIRECTORY, file), "utf8");
      return {
        id: `routes/${name}`,
        // Flat routes: dots separate segments (not inside [] escapes); `_site`, `_bare` and `_index` add none.
        pattern: name
          .split(/\.(?![^[]*\])/)
          .filter((segment) => !segment.startsWith("_"))
          .map((segment) => segment.replace(/\[([^\]]*)\]/g, "$1")),
        data: /^export default /m.test(source) && /^export (const|async function|function) loader\b/m.test(source),
      };
    });
}

/** How well a route matches a path, as Remix ranks them (static segments first, the rest-of-path last); null: not at all. */
function matchRank(pattern: string[], path: string[]): number | null {
  const rest = pattern.at(-1) === "$";
  const fixed = rest ? pattern.slice(0, -1) : pattern;
  if (rest ? path.length <= fixed.length : path.length !== fixed.length) return null;
  let rank = rest ? 0 : 1;
  for (const [index, segment] of fixed.entries()) {
    if (segment.startsWith("$")) continue;
    if (segment !== path[index]) return null;
    rank += 2;
  }
  return rank;
}

/** An address each route answers: its own path, else a sitemap entry it is the best match for, else a known example. */
function exampleAddresses(routes: Route[], sitemapPaths: string[]): Map<Route, string> {
  const bestRouteFor = (path: string) => {
    const segments = path.split("/").filter(Boolean);
    let best: { route: Route; rank: number } | null = null;
    for (const route of routes) {
      const rank = matchRank(route.pattern, segments);
      if (rank !== null && (!best || rank > best.rank)) best = { route, rank };
    }
    return best?.route;
  };
  const examples = new Map<Route, string>();
  for (const route of routes) {
    const example = route.pattern.some((segment) => segment.startsWith("$"))
      ? (sitemapPaths.find((path) => bestRouteFor(path) === route) ?? EXAMPLES_OUTSIDE_THE_SITEMAP[route.pattern.join("/")])
      : `/${route.pattern.join("/")}`;
    if (example) examples.set(route, example);
  }
  return examples;
}

/** Who asks: cookies sent, and an order reference (`?ref=`) added to every address. */
interface Visitor {
  cookie?: string;
  ref?: string;
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What lets a shared cache keep an answer, or null when none may. */
function sharedCaching(headers: Record<string, string>): string | null {
  const cacheControl = headers["cache-control"] ?? "";
  if (/\bpublic\b|s-maxage/i.test(cacheControl)) return `Cache-Control: ${cacheControl}`;
  if (headers["cache-tag"] || headers["surrogate-key"]) return "Cache-Tag";
  if (headers["x-page-cache"]) return `X-Page-Cache: ${headers["x-page-cache"]}`;
  return null;
}

let order: string;
/** A message of the outbox about the stored order (failed, so no delivery loop touches it). */
let message: string;
// A well-formed reference no order has: what an anonymous visitor adds to an address in place of a buyer's.
const unknownOrder = orderReferenceFromBytes(randomBytes(32));
const credentials = { session: "", preview: "" };
/** This spec's client (TRUST_PROXY=1): its crawl asks for the preview link too, which is limited per client. */
const CLIENT = { "X-Forwarded-For": "198.51.100.90" };

async function ask(api: APIRequestContext, address: string, { cookie, ref }: Visitor): Promise<Answer> {
  const url = new URL(address, "http://site");
  if (ref) url.searchParams.set("ref", ref);
  const response = await api.get(`${url.pathname}${url.search}`, { headers: cookie ? { Cookie: cookie } : {}, maxRedirects: 0 });
  // The reference asked with is in the address, not the answer's data.
  const body = (await response.text()).replaceAll(order, "XK-REFERENCE").replaceAll(unknownOrder, "XK-REFERENCE");
  return { status: response.status(), headers: response.headers(), body };
}

const sameAnswer = (one: Answer, other: Answer) =>
  one.status === other.status && one.headers["location"] === other.headers["location"] && one.body === other.body;

/** The `name=value` of a cookie a response sets. */
function setCookie(response: APIResponse, name: string): string {
  const header = response.headersArray().find((entry) => entry.name.toLowerCase() === "set-cookie" && entry.value.startsWith(`${name}=`));
  expect(header, `${name} cookie`).toBeDefined();
  return header!.value.split(";")[0]!;
}

test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  // A stored order, as the funnel keeps it.
  order = orderReferenceFromBytes(randomBytes(32));
  const storage = openStorage({ engine: "sqlite", path: process.env.E2E_SUBMISSIONS_DB! });
  await migrateStorage(storage);
  await createDatabaseStore(storage.db).save(
    newSubmission(
      "order",
      {
        reference: order,
        tierName: SCRIPT_ONLY.name,
        addOns: [],
        offers: [],
        total: SCRIPT_ONLY.price,
        status: "awaiting-payment",
        buyer: { name: "Priya Natarajan", email: "priya@example.com" },
      },
      order,
    ),
  );
  const receipt = {
    event: `order-receipt:${order}`,
    kind: "order-receipt",
    from: "XchangeKit <orders@xchangekit.example>",
    to: "priya@example.com",
    subject: `Your order ${order}`,
    text: `Your order ${order}`,
    html: `<p>Your order ${order}</p>`,
    submissionId: order,
  };
  const outbox = createOutbox(storage.db);
  await outbox.enqueue([receipt]);
  message = outboxIdOf(receipt);
  await outbox.markAttemptFailed(message, "550 Mailbox unavailable", null);
  await storage.close();

  // An operator made on the command line, logged in (another e-mail than tests/e2e/admin.spec.ts's operator).
  const operator = { email: `privacy.${Date.now()}@launchyard.example`, password: "a long passphrase for the privacy test" };
  execFileSync("npx", ["tsx", "scripts/admin-create-user.ts", "--email", operator.email], {
    input: `${operator.password}\n`,
    env: { ...process.env, SUBMISSIONS_DB: process.env.E2E_SUBMISSIONS_DB },
  });
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: CLIENT });
  const login = await api.post("/admin/login", {
    form: { ...operator, next: "/admin/leads" },
    headers: { Origin: new URL(baseURL).origin },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(302);
  credentials.session = setCookie(login, "xk_admin");
  await api.dispose();
});

// A preview session per test, as the Studio's Presentation tool starts one: the crawl ends it at its last address.
test.beforeEach(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL, extraHTTPHeaders: CLIENT });
  const query = new URLSearchParams({ "sanity-preview-secret": E2E_PREVIEW_SECRET, "sanity-preview-pathname": "/home" });
  credentials.preview = setCookie(await api.get(`${PREVIEW_ENABLE_PATH}?${query}`, { maxRedirects: 0 }), "__preview");
  await api.dispose();
});

/** Pages that show what each credential opens, so the test cannot pass with credentials that open nothing. */
const SHOWS_THE_OPERATORS_ORDERS: [address: string, shows: string] = ["/admin/orders", "Priya Natarajan"];
const SHOWS_THE_ORDER: [address: string, shows: string] = ["/thanks-purchase", 'data-testid="order-status"'];
const SHOWS_THE_DRAFTS: [address: string, shows: string] = ["/pricing", DRAFT_TIER_BADGE];

const visitors: { name: string; visitor: () => Visitor; anonymous: () => Visitor; proofs: [address: string, shows: string][] }[] = [
  {
    name: "an operator's session",
    visitor: () => ({ cookie: credentials.session }),
    anonymous: () => ({}),
    proofs: [SHOWS_THE_OPERATORS_ORDERS],
  },
  {
    name: "a stored order's reference",
    visitor: () => ({ ref: order }),
    anonymous: () => ({ ref: unknownOrder }),
    proofs: [SHOWS_THE_ORDER],
  },
  {
    name: "a preview session",
    visitor: () => ({ cookie: credentials.preview }),
    anonymous: () => ({}),
    proofs: [SHOWS_THE_DRAFTS],
  },
  {
    name: "all three",
    visitor: () => ({ cookie: `${credentials.session}; ${credentials.preview}`, ref: order }),
    anonymous: () => ({ ref: unknownOrder }),
    proofs: [SHOWS_THE_OPERATORS_ORDERS, SHOWS_THE_ORDER, SHOWS_THE_DRAFTS],
  },
];

for (const { name, visitor, anonymous, proofs } of visitors) {
  test(`every route asked for with ${name} is private, or the same as for an anonymous visitor`, async ({ playwright }, testInfo) => {
    const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL, extraHTTPHeaders: CLIENT });
    const { files, pages } = await followSitemaps(async (path) => (await api.get(path)).text());
    const sitemapPaths = [...files, ...pages];
    const routes = siteRoutes();
    const examples = exampleAddresses(routes, sitemapPaths);
    expect(
      routes.filter((route) => !examples.has(route)).map((route) => route.id),
      "routes with no example address: give each one in EXAMPLES_OUTSIDE_THE_SITEMAP",
    ).toEqual([]);

    // The credentials work: without them this test would pass having shown nothing personal.
    for (const [address, shows] of proofs) expect((await ask(api, address, visitor())).body, `${address} with ${name}`).toContain(shows);

    const addresses = routes.flatMap((route) => {
      const address = examples.get(route)!;
      return route.data ? [address, `${address}?_data=${encodeURIComponent(route.id)}`] : [address];
    });
    /** Why a shared cache could hand this address's answer for the visitor to someone else, or null. */
    const leak = async (address: string): Promise<string | null> => {
      const answer = await ask(api, address, visitor());
      const caching = sharedCaching(answer.headers);
      if (!caching || sameAnswer(answer, await ask(api, address, anonymous()))) return null;
      // Content may change between two requests (a view counted by another test): a difference that is the
      // visitor's own is there the second time too.
      const again = await ask(api, address, visitor());
      if (!sharedCaching(again.headers) || sameAnswer(again, await ask(api, address, anonymous()))) return null;
      return `${address} (${caching}) differs from what an anonymous visitor gets`;
    };
    const leaks: string[] = [];
    // A few addresses at a time, as a handful of visitors would ask; the one that ends the preview session last, alone.
    const endsPreview = (address: string) => address.startsWith(PREVIEW_DISABLE_PATH);
    const first = addresses.filter((address) => !endsPreview(address));
    const batches = [
      ...Array.from({ length: Math.ceil(first.length / 4) }, (_, index) => first.slice(index * 4, index * 4 + 4)),
      addresses.filter(endsPreview),
    ];
    for (const batch of batches) for (const found of await Promise.all(batch.map(leak))) if (found) leaks.push(found);
    expect(leaks).toEqual([]);
    await api.dispose();
  });
}

test("an anonymous visitor, forged cookies and all, still gets public pages shared by caches and kept by the page cache", async ({
  request,
}) => {
  const forged = { Cookie: "__preview=eyJkcmFmdHMiOnRydWV9.forged; xk_admin=forged" };
  for (const address of ["/pricing", `/pricing?_data=${encodeURIComponent("routes/_site.pricing")}`]) {
    await request.get(address, { headers: forged });
    const again = await request.get(address, { headers: forged });
    expect(again.status(), address).toBe(200);
    expect(again.headers()["cache-control"], address).toBe(PUBLIC_PAGE_CACHE);
    expect(again.headers()["cache-tag"]?.split(","), address).toContain("type:pricingTier");
    expect(again.headers()["x-page-cache"], address).toBe("hit");
    expect(again.headers()["x-robots-tag"], address).toBeUndefined();
  }
});
