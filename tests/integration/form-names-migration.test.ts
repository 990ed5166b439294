import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import migration from "../../cms-schemas/migrations/one-name-per-form";
import { setHandled } from "~/lib/admin/leads.server";
import { SIMPLE_FORMS } from "~/lib/forms/registry.server";
import { HONEYPOT_FIELD_NAME, STARTED_FIELD_NAME } from "~/lib/submissions/fields";
import { handleFormSubmission, type FormActionData } from "~/lib/submissions/pipeline.server";
import { formStartToken } from "~/lib/submissions/spam.server";
import { openSqliteFile } from "~/lib/storage/storage.server";
import { createDatabaseStore, type Submission, type SubmissionStore } from "~/lib/submissions/store.server";
import { openSqliteStorage } from "../support/shared-storage";

/**
 * Submissions stored before each form had one name (docs/decisions/043: waitlistEntry, supportRequest, affiliateSignup)
 * are found under the form's name afterwards: in the database through its migration, in Sanity through the Studio's
 * migration. A waitlist entry's id was made of its old kind and a hash of the address, so the address must still be known.
 */

const directory = mkdtempSync(join(tmpdir(), "xchangekit-names-"));
afterAll(() => rmSync(directory, { recursive: true, force: true }));
beforeEach(() => {
  // logEvent writes one JSON line per event to stderr.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

/** The id the waitlist gave an address under its old name. */
const oldWaitlistId = (email: string) =>
  `waitlistEntry-${createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 22)}`;

const OLD_SUBMISSIONS = [
  { kind: "waitlistEntry", id: oldWaitlistId("Bo@Example.com"), data: { email: "Bo@Example.com" } },
  {
    kind: "supportRequest",
    id: "support-0b0d2f4e1c3a",
    data: { name: "Ann", email: "ann@example.com", topic: "technical", message: "Hi" },
  },
  { kind: "affiliateSignup", id: "affiliate-Xy12", data: { name: "Cy", email: "cy@example.com", promotion: "Banners" } },
  { kind: "order", id: "XK-7M3Q9T2WZ4KD", data: { reference: "XK-7M3Q9T2WZ4KD", total: 299 } },
];

const NEW_NAMES = [
  ["waitlist", oldWaitlistId("Bo@Example.com").replace(/^waitlistEntry-/, "waitlist-")],
  ["support", "support-0b0d2f4e1c3a"],
  ["affiliate", "affiliate-Xy12"],
  ["order", "XK-7M3Q9T2WZ4KD"],
];

let lastClient = 0;

/** The waitlist form sent with `email`, as a visitor's page sends it. */
async function joinWaitlist(store: SubmissionStore, email: string): Promise<FormActionData> {
  lastClient += 1;
  const body = new URLSearchParams({
    [HONEYPOT_FIELD_NAME]: "",
    [STARTED_FIELD_NAME]: formStartToken("waitlist", Date.now() - 5000),
    email,
  });
  const request = new Request("https://xchangekit.example/coming-soon", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
  const response = await handleFormSubmission({ request, clientAddress: `192.0.2.${lastClient}`, form: SIMPLE_FORMS.waitlist, store });
  return (await response.json()) as FormActionData;
}

describe("the database, opening a SQLite file written under the old names", () => {
  const path = join(directory, "before-043.db");

  it("moves every row to its form's name, so each is found, listed and handled as any other", async () => {
    // The file as the SQLite store made it before the storage layer.
    const old = openSqliteFile(path);
    old.exec(`CREATE TABLE submissions (id TEXT PRIMARY KEY, kind TEXT NOT NULL, data TEXT NOT NULL, submitted_at TEXT NOT NULL);
      CREATE INDEX submissions_by_kind ON submissions (kind, submitted_at);`);
    const insert = old.prepare("INSERT INTO submissions (id, kind, data, submitted_at) VALUES (?, ?, ?, ?)");
    for (const { id, kind, data } of OLD_SUBMISSIONS) insert.run(id, kind, JSON.stringify(data), "2026-11-20T10:00:00.000Z");
    old.close();

    const storage = await openSqliteStorage(path);
    try {
      const store = createDatabaseStore(storage.db);
      const { items } = await store.list({ kinds: ["waitlist", "support", "affiliate", "order"], offset: 0, limit: 10 });
      expect(items.map((item) => [item.kind, item.id]).sort()).toEqual([...NEW_NAMES].sort());
      expect(await store.list({ kinds: ["waitlistEntry", "supportRequest", "affiliateSignup"], offset: 0, limit: 10 })).toEqual({
        items: [],
        total: 0,
      });
      expect(await setHandled(store, "support", "support-0b0d2f4e1c3a", true, "ops@example.com")).toBe(true);

      const again = await joinWaitlist(store, "bo@example.com");
      expect(again.success).toEqual(SIMPLE_FORMS.waitlist.success);
      expect((await store.list({ kinds: ["waitlist"], offset: 0, limit: 10 })).total).toBe(1);
      // The console's filters read the moved rows too.
      expect((await store.list({ kinds: ["support"], handled: true, email: "ann@", offset: 0, limit: 10 })).total).toBe(1);
    } finally {
      await storage.close();
    }
    // Opened again: nothing left to move, nothing changed.
    const reopened = await openSqliteStorage(path);
    expect((await createDatabaseStore(reopened.db).find("support", "support-0b0d2f4e1c3a"))?.data).toMatchObject({
      handled: true,
      name: "Ann",
    });
    await reopened.close();
  });
});

interface Mutation {
  type: string;
  id?: string;
  document?: { _id: string; _type: string } & Record<string, unknown>;
}

describe("the Studio's migration of Sanity documents (cms-schemas/migrations/one-name-per-form)", () => {
  /** The documents of a dataset holding `submissions` as the Sanity store wrote them: `<kind>.<id>`, `_type` the kind. */
  const datasetOf = (submissions: typeof OLD_SUBMISSIONS) =>
    new Map(
      submissions.map(({ kind, id, data }) => [
        `${kind}.${id}`,
        { _id: `${kind}.${id}`, _type: kind, _rev: "r1", _createdAt: "2026-11-20T10:00:00Z", _updatedAt: "2026-11-20T10:00:00Z", ...data },
      ]),
    );

  /** Runs the migration over the documents of its types, applying each transaction as the Content Lake would. */
  async function migrate(dataset: Map<string, Record<string, unknown> & { _id: string; _type: string }>) {
    const migrateDocument = migration.migrate.document! as unknown as (
      doc: unknown,
      context: unknown,
    ) => Promise<{ mutations: Mutation[] }>;
    for (const document of [...dataset.values()].filter((doc) => migration.documentTypes!.includes(doc._type))) {
      const { mutations } = await migrateDocument(document, {});
      for (const mutation of mutations) {
        if (mutation.type === "createIfNotExists" && !dataset.has(mutation.document!._id))
          dataset.set(mutation.document!._id, mutation.document!);
        if (mutation.type === "delete") dataset.delete(mutation.id!);
      }
    }
  }

  it("moves each document to its form's type and id with every field it had, and running it twice changes nothing", async () => {
    const dataset = datasetOf(OLD_SUBMISSIONS);
    await migrate(dataset);
    expect([...dataset.values()].map((doc) => [doc._type, doc._id]).sort()).toEqual(
      NEW_NAMES.map(([kind, id]) => [kind, `${kind}.${id}`]).sort(),
    );
    expect(dataset.get("support.support-0b0d2f4e1c3a")).toEqual({
      _id: "support.support-0b0d2f4e1c3a",
      _type: "support",
      name: "Ann",
      email: "ann@example.com",
      topic: "technical",
      message: "Hi",
    });
    const once = JSON.stringify([...dataset]);
    await migrate(dataset);
    expect(JSON.stringify([...dataset])).toBe(once);
  });

  it("keeps an address on the waitlist: joining again after the move finds the moved entry", async () => {
    const dataset = datasetOf(OLD_SUBMISSIONS);
    await migrate(dataset);
    // The moved documents as the Sanity store reads them (`<kind>.<id>`).
    const submissions: Submission[] = [...dataset.values()].map(({ _id, _type, ...data }) => ({
      id: _id.slice(_type.length + 1),
      kind: _type,
      data,
      submittedAt: "2026-11-20T10:00:00.000Z",
    }));
    const saved: Submission[] = [];
    const store: SubmissionStore = {
      name: "sanity",
      save: async (submission) => void saved.push(submission),
      find: async (kind, id) => submissions.find((submission) => submission.kind === kind && submission.id === id) ?? null,
      update: async () => null,
      list: async () => ({ items: [], total: 0 }),
    };
    expect((await joinWaitlist(store, " BO@example.com")).success).toEqual(SIMPLE_FORMS.waitlist.success);
    expect(saved).toEqual([]);
  });
});
