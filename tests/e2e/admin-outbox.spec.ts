import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { createOutbox, outboxIdOf, type OutgoingMessage } from "../../app/lib/mail/outbox.server";
import { orderReferenceFromBytes } from "../../app/lib/orders/reference";
import { migrateStorage, openStorage } from "../../app/lib/storage/storage.server";
import { newSubmission } from "../../app/lib/submissions/store-config.server";
import { createDatabaseStore } from "../../app/lib/submissions/store.server";
import { startSmtpPeer, type SmtpPeer } from "../support/smtp-peer";
import { consoleViewProblems, tabTo } from "./console";
import { waitForHydration } from "./hydration";
import { startOwnServer, type OwnServer } from "./own-server";

// The console's outbox on the production build (decision 068), on a server of its own whose messages go to an SMTP peer
// in this process: an operator finds a failed order receipt from the navigation's count, reads it (its HTML shown in a
// sandboxed frame that runs no script), and resends it, with the keyboard only; the peer receives it once. The list and
// a message's page pass axe in both themes at a phone's and a desktop's width.

const OPERATOR = { email: "outbox.ops@launchyard.example", password: "a long passphrase for the outbox console" };
const REFERENCE = orderReferenceFromBytes(randomBytes(12));

/** A message as the messages module renders one, with HTML that has inline styles, a script and a remote image. */
const receipt = (event: string, subject: string): OutgoingMessage => ({
  event,
  kind: "order-receipt",
  from: "XchangeKit <orders@xchangekit.example>",
  to: "lena@surfmeadow.example",
  subject,
  text: `Your order ${REFERENCE}\nScript Only, $299.\nPay here: https://xchangekit.example/pay`,
  html: [
    '<!doctype html><html lang="en"><head><title>Your order</title><style>p { color: rgb(15, 118, 110); }</style></head><body>',
    `<p id="reference" style="font-weight: 700">Your order ${REFERENCE}</p>`,
    '<script>document.getElementById("reference").textContent = "A script ran"</script>',
    '<img src="https://tracker.example/pixel.gif" alt="XchangeKit" width="1" height="1">',
    "</body></html>",
  ].join(""),
  submissionId: REFERENCE,
});

const FAILED = receipt(`order-receipt:${REFERENCE}`, `Your order ${REFERENCE}`);
/** Another failed message, left failed for the views. */
const LEFT_FAILED = receipt(`payment-received:${REFERENCE}`, `Payment received for ${REFERENCE}`);
const SENT = receipt(`order-notification:${REFERENCE}`, `New order ${REFERENCE}`);

test.describe.configure({ mode: "serial" });
// A server start, the command line and argon2 (made to be slow).
test.slow();

let folder: string;
let peer: SmtpPeer;
let server: OwnServer;

test.beforeAll(async () => {
  // A busy machine: the command line and argon2, then a server start.
  test.setTimeout(120_000);
  folder = mkdtempSync(join(tmpdir(), "xchangekit-outbox-console-"));
  const databasePath = join(folder, "site.db");
  const storage = openStorage({ engine: "sqlite", path: databasePath });
  await migrateStorage(storage);
  await createDatabaseStore(storage.db).save(
    newSubmission(
      "order",
      { reference: REFERENCE, tierName: "Script Only", buyer: { name: "Lena Vogt", email: "lena@surfmeadow.example" }, total: 299 },
      REFERENCE,
    ),
  );
  // The SMTP server refused two messages for good and accepted one, before this server started.
  const outbox = createOutbox(storage.db);
  await outbox.enqueue([FAILED, LEFT_FAILED, SENT]);
  for (const failed of [FAILED, LEFT_FAILED])
    await outbox.markAttemptFailed(
      outboxIdOf(failed),
      "Can't send mail - all recipients were rejected: 550 5.1.1 Mailbox unavailable",
      null,
    );
  await outbox.markSent(outboxIdOf(SENT), Date.now());
  await storage.close();
  execFileSync("npx", ["tsx", "scripts/admin-create-user.ts", "--email", OPERATOR.email], {
    input: `${OPERATOR.password}\n`,
    env: { ...process.env, SUBMISSIONS_DB: databasePath },
  });
  peer = await startSmtpPeer();
  server = await startOwnServer({ databasePath, env: { SMTP_URL: peer.url, WEB_CONCURRENCY: "1" } });
});

test.afterAll(async () => {
  await server?.stop();
  await peer?.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Logs in on the login page the console sends to, typing and pressing keys only. */
async function logInWithTheKeyboard(page: Page, next: string) {
  await page.goto(`${server.origin}${next}`);
  await waitForHydration(page);
  await tabTo(page, page.getByLabel("E-mail address"));
  await page.keyboard.type(OPERATOR.email);
  await page.keyboard.press("Tab");
  await page.keyboard.type(OPERATOR.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${server.origin}${next}`);
  await waitForHydration(page);
}

test("an operator finds a failed message from the navigation, reads it and resends it, with the keyboard only; it is delivered once", async ({
  page,
}, testInfo) => {
  await logInWithTheKeyboard(page, "/admin/leads");

  // The navigation counts the failed messages.
  const outboxLink = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Outbox 2 failed" });
  await tabTo(page, outboxLink);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${server.origin}/admin/outbox`);
  await expect(page.getByTestId("mail-transport")).toHaveText(`Sent through the SMTP server smtp://127.0.0.1:${peer.port} (SMTP_URL).`);

  // Only the failed ones.
  await tabTo(page, page.getByLabel("Status"));
  await page.keyboard.type("Failed");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Show messages" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${server.origin}/admin/outbox?status=failed`);
  const rows = page.getByTestId("message-row");
  await expect(rows).toHaveCount(2);
  const row = rows.filter({ hasText: FAILED.subject });
  await expect(row).toContainText("order-receipt");
  await expect(row).toContainText(FAILED.to);
  await expect(row).toContainText("Failed");
  await expect(row).toContainText("550 5.1.1 Mailbox unavailable");
  await expect(row.getByRole("link", { name: `Order ${REFERENCE}`, exact: true })).toHaveAttribute("href", `/admin/orders/${REFERENCE}`);

  await tabTo(page, row.getByRole("link", { name: FAILED.subject, exact: true }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${server.origin}/admin/outbox/${outboxIdOf(FAILED)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(FAILED.subject);
  await expect(page.getByRole("region", { name: "Headers" })).toContainText("FromXchangeKit <orders@xchangekit.example>");
  await expect(page.getByTestId("message-text")).toHaveText(FAILED.text);
  // The HTML as sent, its own styles applied; its script did not run, and its remote image was not asked for.
  const html = page.frameLocator('iframe[title="The message\'s HTML"]');
  await expect(html.locator("#reference")).toHaveText(`Your order ${REFERENCE}`);
  await expect(html.locator("#reference")).toHaveCSS("color", "rgb(15, 118, 110)");
  await expect(html.locator("#reference")).toHaveCSS("font-weight", "700");
  await expect(html.locator("img")).toHaveJSProperty("naturalWidth", 0);
  // To look at: a full-page screenshot leaves a frame out of the viewport blank, so the frame on its own.
  await page.locator("iframe").screenshot({ path: testInfo.outputPath("message-html.png") });

  await tabTo(page, page.getByRole("button", { name: "Resend" }));
  await page.keyboard.press("Enter");
  const result = page.getByRole("status").filter({ hasText: "Queued to be sent again" });
  await expect(result).toHaveText(/^Queued to be sent again; its status now: (pending|sending|sent)\.$/);
  await expect(result).toBeFocused();
  await expect(page).toHaveURL(`${server.origin}/admin/outbox/${outboxIdOf(FAILED)}`);

  // The SMTP server has it, once; the page and the navigation say so.
  await peer.untilReceived(1);
  expect(peer.received.map((got) => got.mail.subject)).toEqual([FAILED.subject]);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("message-status")).toHaveText("Sent");
  }).toPass();
  await expect(page.getByRole("button", { name: "Resend" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Outbox 1 failed" })).toBeVisible();
  expect(peer.received).toHaveLength(1);
  expect(server.logLines().filter((line) => line.includes('"event":"admin.outbox_resend"'))).toHaveLength(1);
});

test("an unknown message is a not-found page inside the console", async ({ page }) => {
  await logInWithTheKeyboard(page, "/admin/outbox");
  const response = await page.goto(`${server.origin}/admin/outbox/${"A".repeat(32)}`);
  expect(response?.status()).toBe(404);
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("No such message");
  await expect(page.getByRole("link", { name: "All messages" })).toHaveAttribute("href", "/admin/outbox");
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
});

test("the outbox and a message's page (failed, sent) fit the screen and pass axe's WCAG 2.2 A/AA rules in both themes at a phone's and a desktop's width", async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await logInWithTheKeyboard(page, "/admin/outbox");
  const pages = {
    outbox: `${server.origin}/admin/outbox`,
    failed: `${server.origin}/admin/outbox/${outboxIdOf(LEFT_FAILED)}`,
    sent: `${server.origin}/admin/outbox/${outboxIdOf(SENT)}`,
  };
  // A message's HTML is in the picture (and axe's view) once its frame has loaded.
  const htmlShown = async (opened: Page) => {
    if (await opened.locator("iframe").count()) await expect(opened.frameLocator("iframe").locator("#reference")).toBeVisible();
  };
  expect(await consoleViewProblems(page, pages, testInfo, htmlShown)).toEqual([]);
});
