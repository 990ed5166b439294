import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createCookie } from "@remix-run/node";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAccounts } from "~/lib/admin/accounts.server";
import { createAdminSessions, SESSION_IDLE_MS } from "~/lib/admin/session.server";
import { storedSigningSecrets } from "~/lib/security/secrets.server";
import { migrateStorage, openStorage, type SiteStorage, type StorageConfig } from "~/lib/storage/storage.server";
import { freshDatabaseConfig, STORAGE_ENGINES, type StorageEngine } from "../../support/storage-engines";

// Operators' accounts and sessions, preview sessions and the signing secrets on each engine, as two instances of the
// site see them: two storages (or two loads of the site's modules) on one database.

const PASSWORD = "correct horse battery staple";
const folders: string[] = [];

/** A database of its own that two storages can open: a SQLite file (not in memory), or a PostgreSQL database. */
async function sharedDatabase(
  engine: StorageEngine,
): Promise<{ config: StorageConfig; env: Record<string, string>; drop(): Promise<void> }> {
  if (engine === "sqlite") {
    const folder = mkdtempSync(join(tmpdir(), "xk-operators-"));
    folders.push(folder);
    const path = join(folder, "site.db");
    return { config: { engine, path }, env: { DATABASE_URL: "", SUBMISSIONS_DB: path }, drop: async () => undefined };
  }
  const { config, drop } = await freshDatabaseConfig(engine);
  return { config, env: { DATABASE_URL: (config as { url: string }).url }, drop };
}

describe.each(STORAGE_ENGINES)("operators on %s", (engine) => {
  let a: SiteStorage;
  let b: SiteStorage;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    const database = await sharedDatabase(engine);
    drop = database.drop;
    a = openStorage(database.config);
    b = openStorage(database.config);
    await migrateStorage(a);
    await migrateStorage(b);
  });
  afterEach(async () => {
    await Promise.all([a.close(), b.close()]);
    await drop();
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  const secret = "q7Vd2LwXk9RfT4mZp1Hs8NcJ5yBg0EuA3tKoWiYr6Ql";
  const request = (setCookie: string) => new Request("http://site/admin/leads", { headers: { Cookie: setCookie.split(";")[0]! } });

  it("keep an argon2id hash, never the password, and verify it on either instance", async () => {
    const accounts = createAccounts(a.db);
    expect(await accounts.count()).toBe(0);
    expect(await accounts.save(" Ops@Example.com ", PASSWORD)).toBe("created");
    const stored = await b.db.selectFrom("admin_users").select(["email", "password_hash"]).executeTakeFirstOrThrow();
    expect(stored.email).toBe("ops@example.com");
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored.password_hash).not.toContain(PASSWORD);
    const other = createAccounts(b.db);
    expect(await other.verifyPassword("OPS@example.com", PASSWORD)).toBe(true);
    expect(await other.verifyPassword("ops@example.com", "correct horse battery stapl")).toBe(false);
    expect(await other.verifyPassword("nobody@example.com", PASSWORD)).toBe(false);
    expect(await other.count()).toBe(1);
  });

  it("refuse a short password or an address that is not one; a new password ends the account's sessions everywhere", async () => {
    const accounts = createAccounts(a.db);
    await expect(accounts.save("ops@example.com", "short")).rejects.toThrow("12 to 256 characters");
    await expect(accounts.save("not an address", PASSWORD)).rejects.toThrow("e-mail address");
    await accounts.save("ops@example.com", PASSWORD);
    const onB = createAdminSessions(b.db, { secret });
    const setCookie = await onB.start("ops@example.com");
    expect(await onB.current(request(setCookie))).toMatchObject({ email: "ops@example.com" });
    expect(await accounts.save("ops@example.com", "a brand new long password")).toBe("updated");
    expect(await onB.current(request(setCookie))).toBeNull();
    expect(await createAccounts(b.db).verifyPassword("ops@example.com", "a brand new long password")).toBe(true);
  });

  it("a session started on one instance is valid on the other, and a logout on that one ends it on both", async () => {
    await createAccounts(a.db).save("ops@example.com", PASSWORD);
    const [onA, onB] = [createAdminSessions(a.db, { secret }), createAdminSessions(b.db, { secret })];
    const setCookie = await onA.start("ops@example.com");
    expect(await onB.current(request(setCookie))).toMatchObject({ email: "ops@example.com" });
    expect(await onB.end(request(setCookie))).toMatch(/xk_admin=;/);
    expect(await onA.current(request(setCookie))).toBeNull();
    expect(await onB.current(request(setCookie))).toBeNull();
  });

  it("end after 8 hours without a request on any instance, and a request to either keeps them alive", async () => {
    let clock = Date.parse("2026-11-25T08:00:00Z");
    const now = () => clock;
    await createAccounts(a.db).save("ops@example.com", PASSWORD);
    const [onA, onB] = [createAdminSessions(a.db, { secret, now }), createAdminSessions(b.db, { secret, now })];
    const setCookie = await onA.start("ops@example.com");
    clock += SESSION_IDLE_MS - 60_000;
    expect(await onB.current(request(setCookie))).toMatchObject({ email: "ops@example.com" });
    clock += SESSION_IDLE_MS - 60_000;
    expect(await onA.current(request(setCookie))).toMatchObject({ email: "ops@example.com" });
    clock += SESSION_IDLE_MS + 1;
    expect(await onB.current(request(setCookie))).toBeNull();
    expect(await a.db.selectFrom("admin_sessions").selectAll().execute()).toEqual([]);
  });

  it("are a signed, httpOnly, Secure, SameSite=Lax cookie for /admin naming only a random id; a tampered one opens nothing", async () => {
    await createAccounts(a.db).save("ops@example.com", PASSWORD);
    const sessions = createAdminSessions(a.db, { secret, production: true });
    const setCookie = await sessions.start("ops@example.com");
    expect(setCookie).toMatch(/^xk_admin=[^;]+; Path=\/admin; HttpOnly; Secure; SameSite=Lax$/);
    expect(decodeURIComponent(setCookie)).not.toContain("ops@example.com");
    const value = setCookie.split(";")[0]!.split("=")[1]!;
    for (const cookie of [`xk_admin=${value.slice(0, -2)}xx`, "xk_admin=eyJzaWQiOiJhIn0%3D"])
      expect(await sessions.current(new Request("http://site/admin", { headers: { Cookie: cookie } })), cookie).toBeNull();
    const otherSecret = createAdminSessions(b.db, { secret: `${secret}x` });
    expect(await otherSecret.current(request(setCookie))).toBeNull();
  });

  it("make the signing secrets once: two instances starting at the same time agree, and restarts keep them", async () => {
    const [onA, onB] = await Promise.all([storedSigningSecrets(a, {}), storedSigningSecrets(b, {})]);
    expect(onA).toEqual(onB);
    for (const value of Object.values(onA)) expect(value).toMatch(/^[\w-]{43}$/);
    expect(new Set(Object.values(onA)).size).toBe(3);
    expect(await storedSigningSecrets(b, {})).toEqual(onA);
    const configured = await storedSigningSecrets(a, { SESSION_SECRET: ` ${secret} `, FORM_SECRET: "", PREVIEW_SECRET: "preview" });
    expect(configured).toEqual({ form: onA.form, session: secret, preview: "preview" });
    const other = await sharedDatabase(engine);
    const elsewhere = openStorage(other.config);
    try {
      await migrateStorage(elsewhere);
      expect((await storedSigningSecrets(elsewhere, {})).session).not.toBe(onA.session);
    } finally {
      await elsewhere.close();
      await other.drop();
    }
  });
});

describe("the form-secret file beside a SQLite file from before the secrets moved into it", () => {
  it("is adopted on the first start, so open forms' tokens and shared cards stay valid", async () => {
    const folder = mkdtempSync(join(tmpdir(), "xk-form-secret-"));
    const kept = "0f1e2d3c4b5a69788796a5b4c3d2e1f00f1e2d3c4b5a69788796a5b4c3d2e1f0";
    writeFileSync(join(folder, "form-secret"), `${kept}\n`);
    const storage = openStorage({ engine: "sqlite", path: join(folder, "submissions.db") });
    try {
      await migrateStorage(storage);
      expect((await storedSigningSecrets(storage, {})).form).toBe(kept);
      writeFileSync(join(folder, "form-secret"), "a later file changes nothing\n");
      expect((await storedSigningSecrets(storage, {})).form).toBe(kept);
    } finally {
      await storage.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

/** The site's modules loaded afresh, as another process would: their own storage singleton, secrets and cookies. */
async function siteInstance() {
  vi.resetModules();
  return {
    previews: await import("~/lib/preview/preview-session.server"),
    storage: await import("~/lib/storage/storage.server"),
    secrets: await import("~/lib/security/secrets.server"),
    startup: await import("~/lib/startup.server"),
  };
}
type SiteInstance = Awaited<ReturnType<typeof siteInstance>>;

describe.each(STORAGE_ENGINES)("two instances of the site on one %s database", (engine) => {
  const instances: SiteInstance[] = [];
  let drop: () => Promise<void>;
  beforeEach(async () => {
    const database = await sharedDatabase(engine);
    drop = database.drop;
    for (const [name, value] of Object.entries({ ...database.env, FORM_SECRET: "", SESSION_SECRET: "", PREVIEW_SECRET: "" }))
      vi.stubEnv(name, value);
  });
  afterEach(async () => {
    for (const instance of instances.splice(0)) await instance.storage.closeSiteStorage();
    vi.unstubAllEnvs();
    await drop();
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });
  const started = async () => {
    const instance = await siteInstance();
    instances.push(instance);
    expect(await instance.startup.startupProblem()).toBeNull();
    return instance;
  };

  it("start with no secret set and sign alike: a form token, the sample's preview link, a preview session", async () => {
    const [a, b] = [await started(), await started()];
    expect(a.secrets.signWithFormSecret("support.1")).toBe(b.secrets.signWithFormSecret("support.1"));
    expect(a.secrets.samplePreviewSecret()).toBe(b.secrets.samplePreviewSecret());
    const cookie = (await a.previews.startPreviewSession()).split(";")[0]!;
    expect(await b.previews.previewSessionPerspective(cookie)).toBe("drafts");
    await b.previews.endPreviewSession(cookie);
    expect(await a.previews.previewSessionPerspective(cookie)).toBe("published");
    // A restart keeps them: the secrets are rows, not made per process.
    const restarted = await started();
    expect(restarted.secrets.signWithFormSecret("support.1")).toBe(a.secrets.signWithFormSecret("support.1"));
    expect(await restarted.previews.previewSessionPerspective((await a.previews.startPreviewSession()).split(";")[0])).toBe("drafts");
  });

  it("sign nothing before the secrets are loaded, and say what to do", async () => {
    const instance = await siteInstance();
    instances.push(instance);
    expect(() => instance.secrets.signWithFormSecret("x")).toThrow(/FORM_SECRET is unset .* await loadSigningSecrets\(\) first/);
    // Cookies are signed on a request, which loads the secrets itself.
    expect(await instance.previews.startPreviewSession()).toMatch(/^__preview=/);
  });
});

describe("while the site's database cannot be reached", () => {
  afterEach(() => void vi.unstubAllEnvs());
  const SESSION_SECRET = "q7Vd2LwXk9RfT4mZp1Hs8NcJ5yBg0EuA3tKoWiYr6Ql";

  it("the console answers 503 with Retry-After, saying so, never a 500; content pages read as published", async () => {
    vi.stubEnv("DATABASE_URL", "postgres://nobody@127.0.0.1:9/none");
    vi.stubEnv("SESSION_SECRET", SESSION_SECRET);
    vi.resetModules();
    const { adminLayoutData, adminLoginAction } = await import("~/lib/page-data/admin.server");
    const { previewSessionPerspective } = await import("~/lib/preview/preview-session.server");
    const { DATABASE_UNAVAILABLE } = await import("~/lib/unavailable");
    const { closeSiteStorage } = await import("~/lib/storage/storage.server");
    try {
      const login = new Request("http://site/admin/login", {
        method: "POST",
        body: new URLSearchParams({ email: "ops@example.com", password: PASSWORD }),
      });
      for (const answer of [adminLayoutData(new Request("http://site/admin/leads")), adminLoginAction(login, undefined)]) {
        const thrown = (await answer.catch((error: unknown) => error)) as Response;
        expect(thrown).toBeInstanceOf(Response);
        expect(thrown.status).toBe(503);
        expect(thrown.headers.get("Retry-After")).toBe("30");
        expect(thrown.headers.get("Cache-Control")).toBe("private, no-store");
        expect(await thrown.text()).toBe(DATABASE_UNAVAILABLE);
      }
      const previewCookie = createCookie("__preview", { secrets: [SESSION_SECRET] });
      const cookie = await previewCookie.serialize({ sid: "a-session", expiresAt: Date.now() + 60_000 });
      expect(await previewSessionPerspective(cookie.split(";")[0])).toBe("published");
    } finally {
      await closeSiteStorage();
    }
  });
});
