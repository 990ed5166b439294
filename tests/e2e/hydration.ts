import { expect, type Locator, type Page } from "@playwright/test";

/** Waits until React has hydrated the server-rendered page (its main heading carries React's fiber keys). */
export async function waitForHydration(page: Page) {
  const h1 = page.getByRole("heading", { level: 1 });
  await expect.poll(() => h1.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber$")))).toBe(true);
}

/** A form asks for its signed start token once shown (cached pages carry none): sent before that, it is asked to send again. */
export async function waitForFormToken(form: Locator) {
  await expect(form.locator('input[name="form_started"]')).toHaveValue(/^[a-z]+\.\d+\./);
}

/** Whether React has a fiber for this element: it rendered or hydrated it (static HTML it kept has none). */
export function renderedByReact(element: Locator): Promise<boolean> {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber$")));
}

/** The browser's chunk of the Portable Text renderer, loaded only when React renders rich text (decision 079). */
const PORTABLE_TEXT_CHUNK = /\/build\/.*portable-text-[A-Z0-9]+\.js$/;

/** Records, from now on, the page's console errors and uncaught errors, and the Portable Text chunks it requests. */
export function watchPage(page: Page): { errors: string[]; portableTextChunks: string[] } {
  const watched = { errors: [] as string[], portableTextChunks: [] as string[] };
  page.on("console", (message) => {
    if (message.type() === "error") watched.errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => watched.errors.push(`page error: ${error.message}`));
  page.on("request", (sent) => {
    if (PORTABLE_TEXT_CHUNK.test(sent.url())) watched.portableTextChunks.push(sent.url());
  });
  return watched;
}
