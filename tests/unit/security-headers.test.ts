import { afterEach, describe, expect, it, vi } from "vitest";
import { createHash } from "node:crypto";
import {
  documentContentSecurityPolicy,
  formPostOrigins,
  inlineScriptHashes,
  reportingEndpoints,
  trustedHostsOf,
} from "~/lib/security/content-security-policy.server";
import { createSecurityEventLog, type SecurityEvent } from "~/lib/security/security-events.server";
import { createSecurityLog, isTrustedSource, type SecurityLogEntry } from "~/lib/security/security-log.client";
import { createSecurityReportReceiver, SECURITY_REPORT_MAX_BYTES } from "~/lib/endpoints/security-reports.server";
import { closeSiteStorage } from "~/lib/storage/storage.server";

/** The policy as a map of directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

/** A script hash as the policy lists it (that of an empty script). */
const HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

describe("documentContentSecurityPolicy (docs/decisions/032-security-headers-and-csp.md, 054)", () => {
  const page = directives(documentContentSecurityPolicy({ scriptHashes: [HASH], production: true, preview: false }));

  it("allows scripts only by the page's inline scripts' hashes and what they load, with no nonce", () => {
    expect(page.get("script-src")).toEqual([HASH, "'strict-dynamic'"]);
    expect(page.get("style-src")).toEqual(["'self'"]);
    expect(page.get("default-src")).toEqual(["'self'"]);
    expect(page.get("img-src")).toEqual(["'self'", "data:", "https://cdn.sanity.io"]);
    expect(page.get("connect-src")).toEqual(["'self'"]);
    expect(page.get("object-src")).toEqual(["'none'"]);
    expect(page.get("base-uri")).toEqual(["'none'"]);
    expect(page.get("form-action")).toEqual(["'self'"]);
  });

  it("forbids framing outside preview and sends violations to the report endpoint", () => {
    expect(page.get("frame-ancestors")).toEqual(["'none'"]);
    expect(page.get("report-uri")).toEqual(["/api/security-reports"]);
    expect(page.get("report-to")).toEqual(["csp"]);
    expect(reportingEndpoints()).toBe('csp="/api/security-reports"');
  });

  it("lets pages load images, fonts, styles and data from the site settings' trusted hosts, over HTTPS, and scripts still only by hash", () => {
    const loaderData = { root: { site: { trustedHosts: ["fonts.gstatic.com", "stats.example.net"] } }, "routes/_site.home": {} };
    const hosts = trustedHostsOf(loaderData);
    expect(hosts).toEqual(["fonts.gstatic.com", "stats.example.net"]);
    const trusting = directives(
      documentContentSecurityPolicy({ scriptHashes: [HASH], production: true, preview: false, trustedHosts: hosts }),
    );
    for (const name of ["style-src", "font-src", "connect-src"]) {
      expect(trusting.get(name)).toEqual(["'self'", "https://fonts.gstatic.com", "https://stats.example.net"]);
    }
    expect(trusting.get("img-src")).toEqual([
      "'self'",
      "data:",
      "https://cdn.sanity.io",
      "https://fonts.gstatic.com",
      "https://stats.example.net",
    ]);
    expect(trusting.get("script-src")).toEqual([HASH, "'strict-dynamic'"]);
    expect(trustedHostsOf({ root: { site: {} } })).toEqual([]);
    expect(trustedHostsOf({})).toEqual([]);
  });

  it("asks for HTTPS subresources in production only", () => {
    expect(page.has("upgrade-insecure-requests")).toBe(true);
    const development = directives(documentContentSecurityPolicy({ scriptHashes: [HASH], production: false, preview: false }));
    expect(development.has("upgrade-insecure-requests")).toBe(false);
    expect(development.get("script-src")).toEqual([HASH, "'strict-dynamic'"]);
  });

  it("under npm run dev lets the page open the dev server's reload socket, and only its origin", () => {
    const development = directives(
      documentContentSecurityPolicy({ scriptHashes: [HASH], production: false, preview: false, devServerOrigin: "http://localhost:3001" }),
    );
    expect(development.get("connect-src")).toEqual(["'self'", "ws://localhost:3001"]);
    const malformed = directives(
      documentContentSecurityPolicy({ scriptHashes: [HASH], production: false, preview: false, devServerOrigin: "localhost" }),
    );
    expect(malformed.get("connect-src")).toEqual(["'self'"]);
  });

  it("in preview lets the Studio (and this site) frame the page and its overlays inject styles", () => {
    const preview = directives(
      documentContentSecurityPolicy({
        scriptHashes: [HASH],
        production: true,
        preview: true,
        studioUrl: "https://xchangekit.sanity.studio/desk",
      }),
    );
    expect(preview.get("frame-ancestors")).toEqual(["'self'", "https://xchangekit.sanity.studio"]);
    expect(preview.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(preview.get("script-src")).toEqual([HASH, "'strict-dynamic'"]);
    // The Studio URL matters only in preview.
    const visitor = directives(
      documentContentSecurityPolicy({ scriptHashes: [HASH], production: true, preview: false, studioUrl: "https://s.example" }),
    );
    expect(visitor.get("frame-ancestors")).toEqual(["'none'"]);
  });

  it("without a Studio URL, a preview page may be framed by this site only", () => {
    const preview = directives(documentContentSecurityPolicy({ scriptHashes: [HASH], production: false, preview: true }));
    expect(preview.get("frame-ancestors")).toEqual(["'self'"]);
  });

  it("lets forms end at the checkout origins of a page carrying the order catalogue, on allowed payment hosts only", () => {
    const loaderData = {
      root: { site: {} },
      "routes/_site.order-funnel": {
        catalog: {
          tiers: [
            { checkoutUrl: "https://pay.example/a?x=1" },
            { checkoutUrl: "https://pay.example/b" },
            { checkoutUrl: 4 },
            { checkoutUrl: "https://evil.example/pay" },
          ],
        },
      },
      "routes/_site.unavailable": { catalog: null },
    };
    const origins = formPostOrigins(loaderData, ["pay.example"]);
    expect(origins).toEqual(["https://pay.example"]);
    expect(
      directives(documentContentSecurityPolicy({ scriptHashes: [HASH], production: true, preview: false, formOrigins: origins })).get(
        "form-action",
      ),
    ).toEqual(["'self'", "https://pay.example"]);
    expect(formPostOrigins({ root: null, "routes/_site.home": { page: {} } }, ["pay.example"])).toEqual([]);
  });

  it("lets an offer page's forms end at the offer's checkout origin (its 'Yes' redirects there), on allowed payment hosts only", () => {
    const offerPage = (checkoutUrl: string) => ({ root: { site: {} }, "routes/_bare.offer-graphics": { offer: { checkoutUrl } } });
    expect(formPostOrigins(offerPage("https://buy.stripe.com/test_8wM3cd"), ["buy.stripe.com"])).toEqual(["https://buy.stripe.com"]);
    expect(formPostOrigins(offerPage("https://evil.example/pay"), ["buy.stripe.com"])).toEqual([]);
    // On the sample the link is the site's own stand-in checkout: 'self' covers it.
    expect(formPostOrigins(offerPage("/sample-checkout/offer-graphics"), ["buy.stripe.com"])).toEqual([]);
  });
});

describe("inlineScriptHashes: what a page's policy allows to run", () => {
  const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

  it("hashes each inline script a browser runs, classic or module, by its exact text, each once", () => {
    const html =
      '<!DOCTYPE html><html><head><script>document.documentElement.classList.add("js")</script></head><body>' +
      '<script>window.__remixContext = {"state":{"loaderData":{"a":"\\u003c/script>"}}};</script>' +
      '<script type="module" async="">import "/build/entry.client-X.js";</script>' +
      '<script type="text/javascript">one()</script><script>document.documentElement.classList.add("js")</script></body></html>';
    expect(inlineScriptHashes(html)).toEqual([
      sha256('document.documentElement.classList.add("js")'),
      sha256('window.__remixContext = {"state":{"loaderData":{"a":"\\u003c/script>"}}};'),
      sha256('import "/build/entry.client-X.js";'),
      sha256("one()"),
    ]);
  });

  it("leaves out data blocks and external scripts, which are not run inline", () => {
    const html =
      '<script type="application/ld+json">{"@type":"Organization"}</script><script type="importmap">{}</script>' +
      '<script src="/build/x.js"></script><script type="text/plain">x</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("hashes a script's line breaks as the browser's HTML parser leaves them (CR LF and CR become LF)", () => {
    expect(inlineScriptHashes("<script>a()\r\nb()\rc()</script>")).toEqual([sha256("a()\nb()\nc()")]);
  });
});

describe("createSecurityEventLog: the server's log of security events", () => {
  it("writes one warn line per event, with everything the event says", () => {
    const log = vi.fn();
    const events = createSecurityEventLog(log);
    events.record({
      receivedAt: "2026-11-23T00:00:00.000Z",
      source: "page",
      kind: "untrusted-script",
      blockedUrl: "https://evil.example/x.js",
    });
    expect(log).toHaveBeenCalledExactlyOnceWith("warn", {
      event: "security.report",
      receivedAt: "2026-11-23T00:00:00.000Z",
      source: "page",
      kind: "untrusted-script",
      blockedUrl: "https://evil.example/x.js",
    });
  });
});

describe("POST /api/security-reports (createSecurityReportReceiver)", () => {
  // Each test counts its client's reports afresh: limits are kept in the site's database (in memory in tests).
  afterEach(() => closeSiteStorage());
  const URL = "http://localhost/api/security-reports";
  const context = { clientAddress: "198.51.100.7" };
  const cspReport = JSON.stringify({
    "csp-report": {
      "document-uri": "https://site.example/home",
      "blocked-uri": "https://evil.example/x.js",
      "violated-directive": "script-src-elem",
      "effective-directive": "script-src-elem",
      "source-file": "https://site.example/home",
      "line-number": 12,
    },
  });

  function setUp(perMinute = 30) {
    const recorded: SecurityEvent[] = [];
    const receiver = createSecurityReportReceiver({
      log: { record: (event) => recorded.push(event) },
      perMinute,
      now: () => new Date("2026-11-23T10:00:00Z"),
    });
    const post = (body: string, type = "application/csp-report", client = context) =>
      receiver.receive(new Request(URL, { method: "POST", headers: { "Content-Type": type }, body }), client);
    return { recorded, receiver, post };
  }

  it("keeps a report-uri report and answers 204, uncached", async () => {
    const { recorded, post } = setUp();
    const response = await post(cspReport);
    expect(response.status).toBe(204);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(recorded).toEqual([
      {
        receivedAt: "2026-11-23T10:00:00.000Z",
        source: "csp-report",
        kind: "csp-violation",
        pageUrl: "https://site.example/home",
        blockedUrl: "https://evil.example/x.js",
        directive: "script-src-elem",
        sample: "https://site.example/home:12",
      },
    ]);
  });

  it("keeps each report of a Reporting API batch and the page's own JSON reports", async () => {
    const { recorded, post } = setUp();
    const batch = [
      {
        type: "csp-violation",
        url: "https://site.example/a",
        body: { blockedURL: "inline", effectiveDirective: "style-src-attr", sample: "color:red" },
      },
      { type: "csp-violation", url: "https://site.example/b", body: { documentURL: "https://site.example/b", blockedURL: "eval" } },
    ];
    expect((await post(JSON.stringify(batch), "application/reports+json")).status).toBe(204);
    const page = { kind: "untrusted-script", pageUrl: "https://site.example/c", blockedUrl: "https://evil.example/y.js" };
    expect((await post(JSON.stringify(page), "application/json; charset=utf-8")).status).toBe(204);
    expect(recorded.map(({ source, kind, pageUrl, blockedUrl }) => ({ source, kind, pageUrl, blockedUrl }))).toEqual([
      { source: "reporting-api", kind: "csp-violation", pageUrl: "https://site.example/a", blockedUrl: "inline" },
      { source: "reporting-api", kind: "csp-violation", pageUrl: "https://site.example/b", blockedUrl: "eval" },
      { source: "page", kind: "untrusted-script", pageUrl: "https://site.example/c", blockedUrl: "https://evil.example/y.js" },
    ]);
  });

  it("refuses a body over 8 KB (413), another type (415) and what is not a report (400), keeping nothing", async () => {
    const { recorded, post } = setUp();
    const nineKilobytes = JSON.stringify({ kind: "x", sample: "a".repeat(9 * 1024) });
    expect(nineKilobytes.length).toBeGreaterThan(SECURITY_REPORT_MAX_BYTES);
    expect((await post(nineKilobytes, "application/json")).status).toBe(413);
    expect((await post(cspReport, "text/plain")).status).toBe(415);
    expect((await post("kind=x", "application/x-www-form-urlencoded")).status).toBe(415);
    expect((await post("{not json", "application/json")).status).toBe(400);
    expect((await post(JSON.stringify({ nothing: true }), "application/json")).status).toBe(400);
    expect((await post("[]", "application/reports+json")).status).toBe(400);
    expect(recorded).toEqual([]);
  });

  it("answers 405 with Allow: POST to any other method", async () => {
    const { recorded, receiver } = setUp();
    for (const method of ["GET", "PUT", "DELETE"]) {
      const response = await receiver.receive(
        new Request(URL, {
          method,
          ...(method === "PUT" ? { body: cspReport, headers: { "Content-Type": "application/csp-report" } } : {}),
        }),
        context,
      );
      expect(response.status, method).toBe(405);
      expect(response.headers.get("Allow")).toBe("POST");
    }
    expect(recorded).toEqual([]);
  });

  it("limits each client per minute: 429 with Retry-After, nothing kept, other clients unaffected", async () => {
    const { recorded, post } = setUp(2);
    expect((await post(cspReport)).status).toBe(204);
    expect((await post(cspReport)).status).toBe(204);
    const refused = await post(cspReport);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(60);
    expect(recorded).toHaveLength(2);
    expect((await post(cspReport, "application/csp-report", { clientAddress: "198.51.100.8" })).status).toBe(204);
  });
});

describe("the page's security log (security-log.client.ts, pure parts)", () => {
  const origin = "https://xchangekit.example";

  it("trusts this site and Sanity's CDN over HTTPS, nothing else", () => {
    expect(isTrustedSource("/build/entry.js", origin)).toBe(true);
    expect(isTrustedSource("https://xchangekit.example/x.js", origin)).toBe(true);
    expect(isTrustedSource("https://cdn.sanity.io/images/p/d/a.png", origin)).toBe(true);
    expect(isTrustedSource("http://cdn.sanity.io/x.js", origin)).toBe(false);
    expect(isTrustedSource("https://evil.example/x.js", origin)).toBe(false);
    expect(isTrustedSource("https://cdn.sanity.io.evil.example/x.js", origin)).toBe(false);
    expect(isTrustedSource("//evil.example/x.js", origin)).toBe(false);
    expect(isTrustedSource("data:text/javascript,alert(1)", origin)).toBe(false);
    expect(isTrustedSource("https://fonts.example/f.js", origin, ["fonts.example"])).toBe(true);
  });

  it("keeps the last 100 entries", () => {
    const log = createSecurityLog(() => {});
    for (let index = 0; index < 130; index += 1) log.add({ kind: "error", at: index });
    const entries = log.entries();
    expect(entries).toHaveLength(100);
    expect(entries[0]!.at).toBe(30);
    expect(entries.at(-1)!.at).toBe(129);
  });

  it("reports only important entries, each distinct one once, at most 5 per page view", () => {
    const sent: SecurityLogEntry[] = [];
    const log = createSecurityLog((entry) => sent.push(entry));
    log.add({ kind: "start", at: 0 });
    log.add({ kind: "error", at: 0, detail: "boom" });
    log.add({ kind: "unload", at: 0 });
    log.add({ kind: "untrusted-script", at: 1, detail: "https://evil.example/a.js" });
    log.add({ kind: "untrusted-script", at: 2, detail: "https://evil.example/a.js" });
    log.add({ kind: "csp-violation", at: 3, detail: "inline", directive: "script-src-elem" });
    for (let index = 0; index < 10; index += 1) log.add({ kind: "untrusted-iframe", at: 4, detail: `https://evil.example/${index}` });
    expect(sent.map((entry) => `${entry.kind} ${entry.detail}`)).toEqual([
      "untrusted-script https://evil.example/a.js",
      "csp-violation inline",
      "untrusted-iframe https://evil.example/0",
      "untrusted-iframe https://evil.example/1",
      "untrusted-iframe https://evil.example/2",
    ]);
    expect(log.entries()).toHaveLength(16);
  });

  it("starts once per page, even when its module is evaluated again (a rebuild under npm run dev)", async () => {
    const page = { addEventListener: vi.fn() };
    vi.stubGlobal("window", page);
    vi.stubGlobal("document", { addEventListener: vi.fn(), documentElement: {} });
    vi.stubGlobal("addEventListener", page.addEventListener);
    vi.stubGlobal("location", new URL("http://localhost:3000/about"));
    vi.stubGlobal("isSecureContext", true);
    vi.stubGlobal(
      "MutationObserver",
      class {
        observe() {}
      },
    );
    try {
      for (let evaluation = 0; evaluation < 2; evaluation += 1) {
        vi.resetModules();
        const { startSecurityLog } = await import("~/lib/security/security-log.client");
        startSecurityLog();
      }
      expect((page as unknown as { __securityLog: SecurityLogEntry[] }).__securityLog.map((entry) => entry.kind)).toEqual(["start"]);
      expect(page.addEventListener).toHaveBeenCalledTimes(3);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
