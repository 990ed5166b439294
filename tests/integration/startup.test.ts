import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

// The site's start (server/index.js prints the line and exits 1): the database first, then the signing secrets.

/** The start of a fresh process: its own storage singleton, opened from the stubbed environment. */
async function startWith(env: Record<string, string>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  const { startupProblem } = await import("~/lib/startup.server");
  const { closeSiteStorage } = await import("~/lib/storage/storage.server");
  try {
    return await startupProblem();
  } finally {
    await closeSiteStorage();
  }
}
afterEach(() => void vi.unstubAllEnvs());

const STRONG_SECRET = "q7Vd2LwXk9RfT4mZp1Hs8NcJ5yBg0EuA3tKoWiYr6Ql";

describe("starting the server", () => {
  it("stops on a DATABASE_URL that is not PostgreSQL's, in one line naming the variable", async () => {
    const problem = await startWith({ DATABASE_URL: "mysql://x" });
    expect(problem).toBe("DATABASE_URL must start with postgres:// (it starts with mysql://); unset it for the embedded SQLite file");
  });

  it("stops on a database it cannot reach, in one line naming it without its password", async () => {
    const problem = await startWith({ DATABASE_URL: "postgres://site:hunter2-password@127.0.0.1:9/x" });
    expect(problem).toMatch(/^The database \(PostgreSQL 127\.0\.0\.1:9\/x\) cannot be used: .*ECONNREFUSED/);
    expect(problem).not.toMatch(/\n|hunter2/);
  });

  it("stops on a CDN configured by half, naming the variable that is missing", async () => {
    const secrets = { SESSION_SECRET: STRONG_SECRET, FORM_SECRET: STRONG_SECRET };
    expect(await startWith({ ...secrets, CLOUDFLARE_ZONE_ID: "023e105f4ecef8ad9ca31a8372d0c353" })).toBe(
      "CLOUDFLARE_API_TOKEN is not set while CLOUDFLARE_ZONE_ID is: set both for Cloudflare to purge on publish, or neither",
    );
    expect(
      await startWith({ ...secrets, CLOUDFLARE_ZONE_ID: "", FASTLY_API_TOKEN: "a-token", FASTLY_SERVICE_ID: "SU1Z0isxPaozGVKXdv0eY" }),
    ).toBeNull();
  });

  it.each([
    ["changeme", /it has 8 characters, fewer than 32/],
    ["a-long-random-secret", /it has 20 characters, fewer than 32/],
    ["changeme-changeme-changeme-changeme", /it contains "changeme", a placeholder of examples/],
    ["Your-Secret-Goes-Here-0123456789abcdef", /it contains "yoursecret"/],
    ["ab".repeat(20), /it is a short text repeated/],
    ["f00dfacecafebeef".repeat(2), /it is a short text repeated/],
  ])("refuses a weak signing secret (%j), in any mode, and says what to set", async (secret, why) => {
    for (const name of ["SESSION_SECRET", "FORM_SECRET"])
      for (const NODE_ENV of ["production", "development"]) {
        const problem = await startWith({ NODE_ENV, SESSION_SECRET: STRONG_SECRET, FORM_SECRET: STRONG_SECRET, [name]: secret });
        expect(problem, `${name} in ${NODE_ENV}`).toMatch(new RegExp(`^${name} is too weak to sign with: `));
        expect(problem).toMatch(why);
        expect(problem).toMatch(/Set it to a random value of at least 32 characters .*openssl rand -base64 32/);
      }
  });

  it("starts with strong signing secrets (the browser tests' too) and with unset ones, in production too", async () => {
    const production = { NODE_ENV: "production" };
    expect(await startWith({ ...production, SESSION_SECRET: "", FORM_SECRET: "" })).toBeNull();
    expect(
      await startWith({ ...production, SESSION_SECRET: STRONG_SECRET, FORM_SECRET: "5d41a9c07be2f6843e1d0c9b7a2f5e6d8c4b3a29180f7e6d" }),
    ).toBeNull();
    expect(await startWith({ ...production, SESSION_SECRET: "e2e-session-secret-for-the-admin-console" })).toBeNull();
  });

  it("applies one rule to the signing secrets in every mode (npm start and serve, npm run dev, tests) and says where each comes from", async () => {
    const folder = mkdtempSync(join(tmpdir(), "xchangekit-secrets-rule-"));
    const database = join(folder, "site.db");
    /** One start of a fresh process on the file, as server/index.js makes it: its checks, what it prints, its cookies' secret. */
    const startOnTheFile = async (env: Record<string, string>) => {
      for (const [name, value] of Object.entries({ SUBMISSIONS_DB: database, FORM_SECRET: "", PREVIEW_SECRET: "", ...env }))
        vi.stubEnv(name, value);
      vi.resetModules();
      const { startupProblem } = await import("~/lib/startup.server");
      const { cookieSigningSecret, signingSecretsNotice } = await import("~/lib/security/secrets.server");
      const { firstOperatorNotice } = await import("~/lib/admin/operators.server");
      const { closeSiteStorage } = await import("~/lib/storage/storage.server");
      try {
        return {
          problem: await startupProblem(),
          notices: [signingSecretsNotice(), await firstOperatorNotice()],
          sessionSecret: await cookieSigningSecret(),
        };
      } finally {
        await closeSiteStorage();
      }
    };
    try {
      const kept = `FORM_SECRET, SESSION_SECRET, PREVIEW_SECRET kept in the site's database (SQLite file ${database})`;
      const starts = [];
      // `npm run dev` runs with development, vitest with test, `npm start` and `npm run serve` with production (or unset).
      for (const NODE_ENV of ["development", "test", "production", "", "development"])
        starts.push(await startOnTheFile({ NODE_ENV, SESSION_SECRET: "" }));
      for (const start of starts) {
        expect(start.problem).toBeNull();
        expect(start.notices).toEqual([
          `Signing secrets: ${kept}`,
          expect.stringMatching(/^No operator account yet: .*npm run admin:create-user/),
        ]);
      }
      // Made once, on the first start, kept by every later one whatever its mode: a session outlives restarts.
      expect(new Set(starts.map((start) => start.sessionSecret)).size).toBe(1);

      const withVariable = await startOnTheFile({ NODE_ENV: "development", SESSION_SECRET: STRONG_SECRET });
      expect(withVariable.sessionSecret).toBe(STRONG_SECRET);
      expect(withVariable.notices[0]).toBe(
        `Signing secrets: SESSION_SECRET from its variable; FORM_SECRET, PREVIEW_SECRET kept in the site's database (SQLite file ${database})`,
      );
      expect(withVariable.notices[0]).not.toContain(STRONG_SECRET);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
