import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { handleSiteRequest } from "~/entry.server";
import { INTENT_FIELD, ONE_CLICK_FIELD } from "~/lib/mail/link-forms";
import { CONFIRMATION_DAYS, unsubscribePath, waitlistConfirmationPath } from "~/lib/mail/links.server";
import { isUnsubscribed } from "~/lib/mail/unsubscribe.server";
import { closeSiteStorage, siteDatabase } from "~/lib/storage/storage.server";
import { createDatabaseStore } from "~/lib/submissions/store.server";
import * as confirmRoute from "~/routes/_site.waitlist.confirm";
import * as unsubscribeRoute from "~/routes/_site.unsubscribe";
import { freshDatabaseConfig, STORAGE_ENGINES } from "../../support/storage-engines";

/**
 * The pages a message's links open, as a request reaches them: through the site's entry and request guard
 * (`handleSiteRequest`), then the route's loader or action on the process's database (each engine in turn).
 */

const SITE = "https://xchangekit.example";
const DAY_MS = 24 * 60 * 60 * 1000;
const FORM = "application/x-www-form-urlencoded";

type Route = {
  loader: (args: LoaderFunctionArgs) => Promise<Response>;
  action: (args: ActionFunctionArgs) => Promise<Response>;
};

/** A fresh client address per test: the limits are one for the whole process. */
let lastClient = 0;
const nextClient = () => `203.0.113.${(lastClient += 1)}`;

/** One request through the entry; the route stands for Remix (its action for a POST, its loader for a GET). */
async function send(route: Route, path: string, init: RequestInit = {}, client = nextClient()) {
  const response = await handleSiteRequest(new Request(`${SITE}${path}`, init), (request) =>
    request.method === "POST"
      ? route.action({ request, context: { clientAddress: client }, params: {} })
      : route.loader({ request, context: { clientAddress: client }, params: {} }),
  );
  const body = response.headers.get("Content-Type")?.includes("json") ? ((await response.json()) as Record<string, unknown>) : {};
  return { status: response.status, body, headers: response.headers };
}

const post = (body: string | FormData, headers: Record<string, string> = { "Content-Type": FORM, Origin: SITE }): RequestInit => ({
  method: "POST",
  headers,
  body,
});

describe.each(STORAGE_ENGINES)("the pages a message's links open, through the request guard, on %s", (engine) => {
  let drop: () => Promise<void>;
  const signUps = () => createDatabaseStore(siteDatabase);

  beforeAll(async () => {
    await closeSiteStorage();
    const fresh = await freshDatabaseConfig(engine);
    drop = fresh.drop;
    vi.stubEnv("DATABASE_URL", fresh.config.engine === "postgres" ? fresh.config.url : "");
  });
  afterAll(async () => {
    await closeSiteStorage();
    await drop();
    vi.unstubAllEnvs();
  });

  const signUp = (id: string, email: string) =>
    signUps().save({ id, kind: "waitlist", data: { email, confirmed: false }, submittedAt: new Date().toISOString() });

  it("shows a sign-up's button on GET (private, noindex) and confirms it by POST; the link again is 'already confirmed'", async () => {
    await signUp(`w-${engine}-1`, "ann@example.com");
    const path = waitlistConfirmationPath(`w-${engine}-1`);

    const shown = await send(confirmRoute, path);
    expect(shown).toMatchObject({ status: 200, body: { state: "unconfirmed", email: "ann@example.com" } });
    expect(shown.headers.get("Cache-Control")).toBe("private, no-store");
    expect(shown.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect((await signUps().find("waitlist", `w-${engine}-1`))?.data.confirmed).toBe(false);

    const confirmed = await send(confirmRoute, path, post(`${INTENT_FIELD}=confirm`));
    expect(confirmed).toMatchObject({ status: 200, body: { state: "confirmed" } });
    expect(confirmed.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await signUps().find("waitlist", `w-${engine}-1`))?.data).toMatchObject({ confirmed: true, confirmedAt: expect.any(String) });

    expect(await send(confirmRoute, path, post(`${INTENT_FIELD}=confirm`))).toMatchObject({
      status: 200,
      body: { state: "already-confirmed" },
    });
    expect(await send(confirmRoute, path)).toMatchObject({ status: 200, body: { state: "confirmed" } });
  });

  it("answers an expired link 410 (its button starts the sign-up again), a tampered one 400, an unknown sign-up 404", async () => {
    await signUp(`w-${engine}-2`, "bob@example.com");
    const expired = waitlistConfirmationPath(`w-${engine}-2`, Date.now() - (CONFIRMATION_DAYS + 1) * DAY_MS);
    expect(await send(confirmRoute, expired)).toMatchObject({ status: 410, body: { state: "expired" } });
    expect(await send(confirmRoute, expired, post(`${INTENT_FIELD}=confirm`))).toMatchObject({ status: 410, body: { state: "expired" } });
    expect((await signUps().find("waitlist", `w-${engine}-2`))?.data.confirmed).toBe(false);

    const tampered = `${waitlistConfirmationPath(`w-${engine}-2`)}x`;
    expect(await send(confirmRoute, tampered)).toMatchObject({ status: 400, body: { state: "invalid" } });
    expect(await send(confirmRoute, tampered, post(`${INTENT_FIELD}=confirm`))).toMatchObject({ status: 400, body: { state: "invalid" } });
    expect(await send(confirmRoute, "/waitlist/confirm")).toMatchObject({ status: 400, body: { state: "invalid" } });
    expect(await send(confirmRoute, `/waitlist/confirm?token=${"a".repeat(5000)}`)).toMatchObject({ status: 400 });

    const unknown = waitlistConfirmationPath(`w-${engine}-never`);
    expect(await send(confirmRoute, unknown)).toMatchObject({ status: 404, body: { state: "unknown" } });
    expect(await send(confirmRoute, unknown, post(`${INTENT_FIELD}=confirm`))).toMatchObject({ status: 404, body: { state: "unknown" } });

    expect(await send(confirmRoute, expired, post(`${INTENT_FIELD}=restart`))).toMatchObject({ status: 200, body: { state: "restarted" } });
    expect(await signUps().find("waitlist", `w-${engine}-2`)).toBeNull();
    expect(await send(confirmRoute, expired)).toMatchObject({ status: 410, body: { state: "expired" } });
  });

  it("refuses what the page's buttons never send: another intent, a large body, a POST from another site", async () => {
    await signUp(`w-${engine}-3`, "cy@example.com");
    const path = waitlistConfirmationPath(`w-${engine}-3`);
    expect(await send(confirmRoute, path, post(`${INTENT_FIELD}=delete`))).toMatchObject({ status: 400, body: { state: "bad-request" } });
    expect(await send(confirmRoute, path, post(`${INTENT_FIELD}=confirm&pad=${"x".repeat(2000)}`))).toMatchObject({
      status: 413,
      body: { state: "too-large" },
    });
    const foreign = await send(
      confirmRoute,
      path,
      post(`${INTENT_FIELD}=confirm`, { "Content-Type": FORM, Origin: "https://evil.example" }),
    );
    expect(foreign.status).toBe(403);
    expect((await signUps().find("waitlist", `w-${engine}-3`))?.data.confirmed).toBe(false);
  });

  it("limits confirmation posts per client: 429 with Retry-After past ten in ten minutes", async () => {
    const client = nextClient();
    const path = waitlistConfirmationPath(`w-${engine}-never`);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await send(confirmRoute, path, post(`${INTENT_FIELD}=confirm`), client)).status).toBe(404);
    }
    const refused = await send(confirmRoute, path, post(`${INTENT_FIELD}=confirm`), client);
    expect(refused).toMatchObject({ status: 429, body: { state: "rate-limited" } });
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });

  it("unsubscribes from the page: GET shows the address and the button, its POST records it", async () => {
    const path = unsubscribePath("Dee@Example.com");
    expect(await send(unsubscribeRoute, path)).toMatchObject({ status: 200, body: { state: "ready", address: "dee@example.com" } });
    expect(await isUnsubscribed(siteDatabase, "dee@example.com")).toBe(false);
    const done = await send(unsubscribeRoute, path, post(`${ONE_CLICK_FIELD.name}=${ONE_CLICK_FIELD.value}`));
    expect(done).toMatchObject({ status: 200, body: { state: "unsubscribed" } });
    expect(done.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(await isUnsubscribed(siteDatabase, "dee@example.com")).toBe(true);
    expect(await send(unsubscribeRoute, path)).toMatchObject({ status: 200, body: { state: "unsubscribed" } });
  });

  it("takes a mail client's RFC 8058 one-click POST from another origin or none, and records the address once", async () => {
    const path = unsubscribePath("eve@example.com");
    const oneClick = `${ONE_CLICK_FIELD.name}=${ONE_CLICK_FIELD.value}`;
    const fromProvider = await send(unsubscribeRoute, path, post(oneClick, { "Content-Type": FORM, Origin: "https://mail.example" }));
    expect(fromProvider).toMatchObject({ status: 200, body: { state: "unsubscribed" } });
    expect(fromProvider.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await isUnsubscribed(siteDatabase, "eve@example.com")).toBe(true);

    expect(await send(unsubscribeRoute, path, post(oneClick, { "Content-Type": FORM }))).toMatchObject({
      status: 200,
      body: { state: "unsubscribed" },
    });
    const multipart = new FormData();
    multipart.set(ONE_CLICK_FIELD.name, ONE_CLICK_FIELD.value);
    expect(await send(unsubscribeRoute, unsubscribePath("fay@example.com"), post(multipart, {}))).toMatchObject({ status: 200 });
    expect(await isUnsubscribed(siteDatabase, "fay@example.com")).toBe(true);
    const rows = await (
      await siteDatabase()
    )
      .selectFrom("unsubscribes")
      .select("address")
      .where("address", "=", "eve@example.com")
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("records nothing for a forged token (400) or a body that is not the one-click one (400), from anywhere", async () => {
    const [payload, signature] = new URL(unsubscribePath("gil@example.com"), SITE).searchParams.get("token")!.split(".") as [
      string,
      string,
    ];
    const forgedPayload = Buffer.from(JSON.stringify({ purpose: "unsubscribe", subject: "hal@example.com" })).toString("base64url");
    const oneClick = `${ONE_CLICK_FIELD.name}=${ONE_CLICK_FIELD.value}`;
    for (const token of [`${forgedPayload}.${signature}`, `${payload}.${signature.slice(2)}`, "", "gil@example.com"]) {
      expect(
        await send(
          unsubscribeRoute,
          `/unsubscribe?token=${token}`,
          post(oneClick, { "Content-Type": FORM, Origin: "https://mail.example" }),
        ),
      ).toMatchObject({
        status: 400,
        body: { state: "invalid" },
      });
    }
    expect(
      await send(unsubscribeRoute, unsubscribePath("gil@example.com"), post(`${ONE_CLICK_FIELD.name}=Yes`, { "Content-Type": FORM })),
    ).toMatchObject({
      status: 400,
      body: { state: "bad-request" },
    });
    expect(await send(unsubscribeRoute, unsubscribePath("gil@example.com"), post("", { "Content-Type": "text/plain" }))).toMatchObject({
      status: 415,
    });
    expect(await isUnsubscribed(siteDatabase, "gil@example.com")).toBe(false);
    expect(await isUnsubscribed(siteDatabase, "hal@example.com")).toBe(false);
  });
});
