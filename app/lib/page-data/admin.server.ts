import { json, type AppLoadContext } from "@remix-run/node";
import { redirect } from "~/lib/core/redirect.server";
import { logEvent } from "~/lib/core/log.server";
import { waitInWords } from "~/lib/security/rate-limit.server";
import { clientAddressOf } from "~/lib/security/client-address.server";
import type { LoginRefusal } from "~/lib/admin/login-guard.server";
import { ADMIN_RESPONSE_HEADERS, requireOperator, safeAdminPath, withOperators } from "~/lib/admin/operators.server";
import { failedMessageCount } from "~/lib/admin/outbox.server";
import { leadFilterOf, leadsCsv, leadsPath, listLeads, setHandled } from "~/lib/admin/leads.server";
import { LEAD_FORMS } from "~/lib/forms/registry.server";
import { submissionStore } from "~/lib/submissions/store-config.server";
import { BLOG_SORTS, draftPreviewAvailable, postStats } from "~/lib/admin/blog-stats.server";
import { fetchContent } from "./cms-reads.server";
import { categoriesQuery } from "~/lib/cms/queries/blog";
import { previewFromConsole } from "~/lib/endpoints/preview-mode.server";
import { ALL_CONTENT_TAG } from "~/lib/cms/dependencies";
import { RETRY_AFTER_SECONDS } from "~/lib/cache-control";
import { BroadcastNotSentError } from "~/lib/publish/broadcast.server";
import { sitePublisher } from "~/lib/publish/publisher.server";

/** The message for a failed login: the same whether the e-mail has an account or not. */
export const WRONG_LOGIN = "That e-mail address and password do not match an operator account.";

/** Why a login was refused before its password was checked, and when to try again. */
const LOGIN_REFUSALS: Record<LoginRefusal, (wait: string) => string> = {
  client: (wait) => `Too many login attempts from your connection. Try again in ${wait}.`,
  "client-account": (wait) => `Too many failed logins to this account from your connection. Try again in ${wait}.`,
  account: (wait) =>
    `Many failed logins to this account from several connections: a connection that has failed at it waits. Try again in ${wait}, or from a connection that has not failed.`,
};

/** /admin (layout): who is signed in, and how many messages failed (an indexed count), for the header. */
export async function adminLayoutData(request: Request) {
  const { operator, failedMessages } = await withOperators(async ({ sessions }) => {
    const current = await sessions.current(request);
    return { operator: current, failedMessages: current ? await failedMessageCount() : 0 };
  });
  return json({ operatorEmail: operator?.email ?? null, failedMessages }, { headers: ADMIN_RESPONSE_HEADERS });
}

/**
 * /admin/login: the form, whether or not any account exists (how to create the first one is in the README and the
 * server's start log, never told to visitors). A signed-in operator goes on.
 */
export async function adminLoginPageData(request: Request) {
  const next = safeAdminPath(new URL(request.url).searchParams.get("next"));
  const signedIn = await withOperators(async ({ sessions }) => Boolean(await sessions.current(request)));
  if (signedIn) throw redirect(next, { headers: ADMIN_RESPONSE_HEADERS });
  return json({ next }, { headers: ADMIN_RESPONSE_HEADERS });
}

/**
 * POST /admin/login: the login guard's brakes first (per client, and growing waits after failures; never a lock a stranger
 * can set on the operator), then the password (argon2id). Every failure says the same thing, with or without any account
 * (an unknown e-mail is verified against a dummy hash, so it takes as long); the e-mail is kept, the password never.
 */
export async function adminLoginAction(request: Request, context: AppLoadContext | undefined) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "").slice(0, 254);
  const password = String(form.get("password") ?? "");
  const next = safeAdminPath(String(form.get("next") ?? ""));
  const refuse = (status: number, error: string, headers: Record<string, string> = {}) =>
    json({ error, email }, { status, headers: { ...ADMIN_RESPONSE_HEADERS, ...headers } });

  if (!email.trim() || !password) return refuse(400, "Enter your e-mail address and password.");
  return withOperators(async ({ accounts, loginGuard, sessions }) => {
    const client = clientAddressOf(context);
    const verdict = await loginGuard.attempt(client, email);
    if (!verdict.allowed) {
      logEvent("warn", { event: "admin.login_refused", reason: verdict.reason });
      const wait = waitInWords(verdict.retryAfterSeconds);
      return refuse(429, LOGIN_REFUSALS[verdict.reason](wait), { "Retry-After": String(verdict.retryAfterSeconds) });
    }
    if (!(await accounts.verifyPassword(email, password))) {
      await loginGuard.failed(client, email);
      logEvent("warn", { event: "admin.login_failed" });
      return refuse(401, WRONG_LOGIN);
    }
    await loginGuard.succeeded(client, email);
    logEvent("info", { event: "admin.login" });
    return redirect(next, { headers: { ...ADMIN_RESPONSE_HEADERS, "Set-Cookie": await sessions.start(email.trim().toLowerCase()) } });
  });
}

/** POST /admin/logout: the session ends on the server and its cookie is cleared. */
export async function adminLogoutAction(request: Request) {
  const setCookie = await withOperators(({ sessions }) => sessions.end(request));
  return redirect("/admin/login", { headers: { ...ADMIN_RESPONSE_HEADERS, "Set-Cookie": setCookie } });
}

/** /admin/leads: one page of the submissions the filter names, newest first. */
export async function adminLeadsPageData(request: Request) {
  const operator = await requireOperator(request);
  const filter = leadFilterOf(new URL(request.url));
  const { leads, total, pagination } = await listLeads(submissionStore(), filter);
  return json(
    { filter, leads, total, pagination, forms: LEAD_FORMS, exportPath: leadsPath(filter, 1, "/admin/leads.csv"), operator: operator.email },
    { headers: ADMIN_RESPONSE_HEADERS },
  );
}

/** POST /admin/leads: marks one submission handled, or new again. */
export async function adminLeadsAction(request: Request) {
  const operator = await requireOperator(request);
  const form = await request.formData();
  const kind = LEAD_FORMS.find((entry) => entry.kind === form.get("kind"))?.kind;
  const id = String(form.get("id") ?? "");
  const intent = form.get("intent");
  if (!kind || !/^[\w.-]{1,100}$/.test(id) || (intent !== "handled" && intent !== "new"))
    return json(
      { error: "That request does not name a submission and what to do with it." },
      { status: 400, headers: ADMIN_RESPONSE_HEADERS },
    );
  if (!(await setHandled(submissionStore(), kind, id, intent === "handled", operator.email)))
    return json({ error: "That submission no longer exists." }, { status: 404, headers: ADMIN_RESPONSE_HEADERS });
  logEvent("info", { event: "admin.lead_marked", kind, handled: intent === "handled" });
  return json({ error: null }, { headers: ADMIN_RESPONSE_HEADERS });
}

/** GET /admin/leads.csv: the inbox's filter as a spreadsheet. */
export async function adminLeadsCsv(request: Request) {
  await requireOperator(request);
  const csv = await leadsCsv(submissionStore(), leadFilterOf(new URL(request.url)));
  return new Response(`\uFEFF${csv}`, {
    headers: {
      ...ADMIN_RESPONSE_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="xchangekit-leads-${new Date().toISOString().slice(0, 10)}.csv"`,
    },
  });
}

/** /admin/blog: every post with its status, date, reading time and real views; by category, sorted. */
export async function adminBlogPageData(request: Request) {
  await requireOperator(request);
  const params = new URL(request.url).searchParams;
  const categories = await fetchContent(categoriesQuery);
  const category = categories.find((entry) => entry.slug === params.get("category"))?.slug ?? null;
  const sort = BLOG_SORTS.find((entry) => entry.value === params.get("sort"))?.value ?? "newest";
  return json(
    {
      posts: await postStats({ category, sort }),
      categories: categories.map(({ name, slug }) => ({ name, slug })),
      sorts: BLOG_SORTS,
      filter: { category: category ?? "", sort },
      previewAvailable: draftPreviewAvailable(),
    },
    { headers: ADMIN_RESPONSE_HEADERS },
  );
}

/** POST /admin/blog (`intent=preview`, `path=/blog/…`): the operator sees the post as it will look, drafts included. */
export async function adminBlogAction(request: Request) {
  await requireOperator(request);
  const form = await request.formData();
  const path = String(form.get("path") ?? "");
  if (form.get("intent") !== "preview" || !/^\/blog\/[a-z0-9-]{1,120}$/.test(path))
    return json({ error: "Choose a post to preview." }, { status: 400, headers: ADMIN_RESPONSE_HEADERS });
  if (!draftPreviewAvailable())
    return json(
      { error: "Drafts cannot be shown: the site has no SANITY_API_READ_TOKEN." },
      { status: 400, headers: ADMIN_RESPONSE_HEADERS },
    );
  return previewFromConsole(path);
}

/** POST /admin/refresh: everything read from the CMS is read again, and every cached page is rendered again. */
export async function adminRefreshAction(request: Request) {
  const operator = await requireOperator(request);
  try {
    // Every instance and worker empties its caches, as after a publish (decision 059); the CDN purges by tag only.
    const entries = await sitePublisher().publish([ALL_CONTENT_TAG]);
    logEvent("info", { event: "admin.content_refreshed", by: operator.email, entries });
    return json({ refreshed: entries }, { headers: ADMIN_RESPONSE_HEADERS });
  } catch (error) {
    if (!(error instanceof BroadcastNotSentError)) throw error;
    return json(
      { error: "The other instances could not be told: nothing was refreshed. Try again in a minute." },
      { status: 503, headers: { ...ADMIN_RESPONSE_HEADERS, "Retry-After": String(RETRY_AFTER_SECONDS) } },
    );
  }
}
