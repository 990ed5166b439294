import { randomUUID } from "node:crypto";
import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { HtmlValidate } from "html-validate";
import { simpleParser } from "mailparser";
import { unsubscribePath, waitlistConfirmationPath } from "../../app/lib/mail/links.server";
import { waitForFormToken, waitForHydration } from "./hydration";
import { E2E_FORM_SECRET } from "./server-secrets";

/**
 * The waitlist's double opt-in and the unsubscribe page (decision 067) on the production build: a sign-up on `/`, its
 * confirmation link read from the server's file outbox (MAIL_OUTBOX_DIR, playwright.config.ts), the page it opens and
 * its button, with JavaScript and without; the unsubscribe page by keyboard and a mail client's one-click POST; each
 * page's states pass axe in both themes at a phone's and a desktop's width, with valid HTML.
 */

// The links are signed as the server signs them: the tests make an unsubscribe link and links that cannot work.
process.env.FORM_SECRET = E2E_FORM_SECRET;
const OUTBOX = process.env.E2E_MAIL_OUTBOX_DIR!;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The confirmation link of the newest message in the file outbox to `address`, once the server has written it. */
async function confirmationLinkTo(address: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const files = (await readdir(OUTBOX).catch(() => [] as string[])).filter((file) => file.endsWith(".eml"));
      const messages = await Promise.all(
        files.map(async (file) => ({ raw: await readFile(join(OUTBOX, file)), time: (await stat(join(OUTBOX, file))).mtimeMs })),
      );
      const newest = messages.filter((message) => message.raw.includes(address)).toSorted((a, b) => b.time - a.time)[0];
      if (!newest) return undefined;
      const mail = await simpleParser(newest.raw);
      expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe(address);
      link = mail.text?.match(/https?:\/\/\S+\/waitlist\/confirm\?token=[\w.-]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return new URL(link!);
}

/** Signs `address` up on the waitlist at `/`, with JavaScript, and waits for the form's answer. */
async function joinWaitlist(page: Page, address: string) {
  await page.goto("/");
  const form = page.locator("form#waitlist-form");
  await waitForFormToken(form);
  await form.getByLabel("E-mail address").fill(address);
  await form.getByRole("button", { name: "Join the waitlist" }).click();
  await expect(page.getByText("Check your inbox", { exact: true })).toBeVisible();
}

const newAddress = () => `opt.in+${randomUUID().slice(0, 8)}@example.com`;
const heading = (page: Page) => page.getByRole("heading", { level: 1 });

/** Presses Tab until `target` has the focus (the skip link, the header and its menu come first). */
async function tabTo(page: Page, target: Locator) {
  for (let press = 0; press < 60; press += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error("Tab never reached the target");
}

test.describe("the waitlist's double opt-in", () => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.134" } });

  test("the waitlist on / → the confirmation link from the file outbox → its button → the confirmed page", async ({ page }) => {
    const address = newAddress();
    await joinWaitlist(page, address);
    const link = await confirmationLinkTo(address);
    // On the site's public address, as its canonical URLs are (the test server answers it on its own).
    const home = await page.request.get("/");
    expect(link.origin).toBe(new URL(/<link rel="canonical" href="([^"]+)"/.exec(await home.text())![1]!).origin);

    const opened = await page.goto(`${link.pathname}${link.search}`);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()["cache-control"]).toBe("private, no-store");
    expect(opened?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect(heading(page)).toHaveText("Confirm your place on the waitlist");
    await expect(page.getByText(address, { exact: true })).toBeVisible();
    await waitForHydration(page);

    await page.getByRole("button", { name: "Confirm my address" }).click();
    await expect(heading(page)).toHaveText("You are on the waitlist");
    await expect(heading(page)).toBeFocused();

    // The same link again: confirmed already, said plainly, no button.
    const again = await page.goto(`${link.pathname}${link.search}`);
    expect(again?.status()).toBe(200);
    await expect(heading(page)).toHaveText("You are on the waitlist");
    await expect(page.getByRole("button", { name: "Confirm my address" })).toHaveCount(0);
  });

  test("confirms without JavaScript: the link's page is a plain form", async ({ page, browser, baseURL }) => {
    const address = newAddress();
    await joinWaitlist(page, address);
    const link = await confirmationLinkTo(address);
    const plain = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": "198.51.100.135" } });
    try {
      const noScript = await plain.newPage();
      const onThisServer = new URL(`${link.pathname}${link.search}`, baseURL).href;
      await noScript.goto(onThisServer);
      await noScript.getByRole("button", { name: "Confirm my address" }).click();
      await expect(heading(noScript)).toHaveText("You are on the waitlist");
      expect(noScript.url()).toBe(onThisServer);
    } finally {
      await plain.close();
    }
  });

  test("an expired link says so (410) and starts the sign-up again; a tampered one is 400, an unknown sign-up 404", async ({ page }) => {
    const expired = await page.goto(waitlistConfirmationPath("waitlist-none", Date.now() - 8 * DAY_MS));
    expect(expired?.status()).toBe(410);
    await expect(heading(page)).toHaveText("This confirmation link has expired");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Sign up again" }).click();
    await expect(heading(page)).toHaveText("Sign up again");
    await page.getByRole("link", { name: "Join the waitlist" }).click();
    await expect(page).toHaveURL(/\/$/);

    const tampered = await page.goto(`${waitlistConfirmationPath("waitlist-none")}x`);
    expect(tampered?.status()).toBe(400);
    await expect(heading(page)).toHaveText("This confirmation link does not work");
    const unknown = await page.goto(waitlistConfirmationPath("waitlist-none"));
    expect(unknown?.status()).toBe(404);
    await expect(heading(page)).toHaveText("We have no sign-up for this link");
  });
});

test.describe("unsubscribing", () => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.136" } });

  test("GET shows the address and a button; the keyboard alone unsubscribes", async ({ page }) => {
    const address = newAddress();
    const opened = await page.goto(unsubscribePath(address));
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()["cache-control"]).toBe("private, no-store");
    await expect(heading(page)).toHaveText("Unsubscribe");
    await expect(page.getByText(address, { exact: true })).toBeVisible();
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Unsubscribe" });
    await tabTo(page, button);
    await page.keyboard.press("Enter");
    await expect(heading(page)).toHaveText("You are unsubscribed");
    await expect(heading(page)).toBeFocused();
    await page.reload();
    await expect(heading(page)).toHaveText("You are unsubscribed");
    await expect(button).toHaveCount(0);
  });

  test("a mail client's one-click POST from another origin is taken (200); a forged token is 400", async ({ page, request }) => {
    const address = newAddress();
    const oneClick = (path: string) =>
      request.post(path, { form: { "List-Unsubscribe": "One-Click" }, headers: { origin: "https://mail.example" } });
    const forged = await oneClick(`${unsubscribePath(address)}x`);
    expect(forged.status()).toBe(400);
    const taken = await oneClick(unsubscribePath(address));
    expect(taken.status()).toBe(200);
    expect(taken.headers()["cache-control"]).toBe("private, no-store");
    await page.goto(unsubscribePath(address));
    await expect(heading(page)).toHaveText("You are unsubscribed");
  });
});

test.describe("the pages a message's links open, in every view", () => {
  test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.137" } });
  const pages = () => [
    unsubscribePath(newAddress()),
    waitlistConfirmationPath("waitlist-none", Date.now() - 8 * DAY_MS),
    waitlistConfirmationPath("waitlist-none"),
    "/waitlist/confirm?token=x",
  ];

  for (const view of [
    { theme: "light", width: 360, height: 780 },
    { theme: "dark", width: 360, height: 780 },
    { theme: "light", width: 1280, height: 900 },
    { theme: "dark", width: 1280, height: 900 },
  ] as const) {
    test(`pass axe's WCAG 2.2 A/AA rules, ${view.theme} theme at ${view.width} px, and fit the width`, async ({ page }) => {
      await page.setViewportSize({ width: view.width, height: view.height });
      await page.addInitScript((theme) => localStorage.setItem("vite-ui-theme", theme), view.theme);
      const violations: string[] = [];
      for (const path of pages()) {
        await page.goto(path);
        await waitForHydration(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(view.width);
        const results = await new AxeBuilder({ page })
          .options({ resultTypes: ["violations"] })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
          .setLegacyMode(true)
          .analyze();
        violations.push(...results.violations.map((violation) => `${path}: ${violation.id}`));
      }
      expect(violations).toEqual([]);
    });
  }

  test("serve valid HTML", async ({ request }) => {
    const validator = new HtmlValidate({ extends: ["html-validate:standard"] });
    const errors: string[] = [];
    for (const path of pages()) {
      const report = await validator.validateString(await (await request.get(path)).text(), path);
      errors.push(...report.results.flatMap((result) => result.messages.map((message) => `${path}: ${message.ruleId} ${message.message}`)));
    }
    expect(errors).toEqual([]);
  });
});
