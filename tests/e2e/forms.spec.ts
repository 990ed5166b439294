import { randomUUID } from "node:crypto";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { waitForFormToken } from "./hydration";

/**
 * The site's simple forms (waitlist, support, affiliate sign-up) against the production build:
 * success with JavaScript on (a message in the form's place that takes the focus, "Send another" bringing the form
 * back) and off (the message, a link back to the form), errors beside the fields, focus on
 * the first error, input kept with JavaScript off, and the honeypot, the signed form-start token and
 * the rate limit against scripts.
 *
 * Rate limits are per client and the server's limiter lives as long as the server, so every
 * describe block sends its own X-Forwarded-For address (203.0.113.0/24 is for documentation; the
 * test server trusts one proxy hop, playwright.config.ts). Scripted posts carry the site's Origin, as
 * a script can: the origin check stops other sites' pages, not scripts.
 */
const SITE_ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT}`;
let lastClient = 0;
function ownClient() {
  lastClient += 1;
  test.use({ extraHTTPHeaders: { "x-forwarded-for": `203.0.113.${lastClient}`, origin: SITE_ORIGIN } });
}

/** The same texts the server answers with (app/lib/submissions/pipeline.server.ts). */
const RATE_LIMITED = "Too many attempts from your connection. Please wait a few minutes and try again: what you typed is still here.";
const REFUSED_AS_SPAM = "We could not accept this form. If you are a person, please wait a moment and send it again.";
const SEND_AGAIN =
  "Please check what you typed and send the form again: it had been open for a long time, or the page was not fully loaded.";

interface FormCase {
  label: string;
  path: string;
  formId: string;
  submit: string;
  successTitle: string;
  /** Fills the form with good input; returns the fields that should be empty after a reset. */
  fill(form: Locator): Promise<Locator[]>;
}

const WAITLIST = (path: string): FormCase => ({
  label: `waitlist on ${path}`,
  path,
  formId: "waitlist-form",
  submit: "Join the waitlist",
  successTitle: "Check your inbox",
  async fill(form) {
    const email = form.getByLabel("E-mail address");
    const name = form.getByLabel("Name");
    const interest = form.getByLabel("Which platform interests you?");
    // An address of its own: the waitlist keeps one sign-up per address.
    await email.fill(`wait.list+${randomUUID().slice(0, 8)}@example.com`);
    await name.fill("Bo Waiting");
    await interest.selectOption({ index: 1 });
    return [email, name, interest];
  },
});

const SUPPORT: FormCase = {
  label: "support on /support",
  path: "/support",
  formId: "support",
  submit: "Send message",
  successTitle: "Message sent",
  async fill(form) {
    const fields = [
      form.getByLabel("Name"),
      form.getByLabel("E-mail address"),
      form.getByLabel("Topic"),
      form.getByLabel("Order reference"),
      form.getByLabel("Message"),
    ];
    await fields[0]!.fill("Ann Example");
    await fields[1]!.fill("ann@example.com");
    await fields[2]!.selectOption("technical");
    await fields[3]!.fill("XK-7M3Q9T2WZ4KD");
    await fields[4]!.fill("My surf timer stops at 3 seconds on the members' page.");
    return fields;
  },
};

const AFFILIATE: FormCase = {
  label: "affiliate sign-up on /affiliates",
  path: "/affiliates",
  formId: "affiliate",
  submit: "Apply to join",
  successTitle: "Application received",
  async fill(form) {
    const fields = [
      form.getByLabel("Name"),
      form.getByLabel("E-mail address"),
      form.getByLabel("Website"),
      form.getByLabel("How will you promote XchangeKit?"),
      form.getByLabel("PayPal e-mail for payouts"),
    ];
    await fields[0]!.fill("Cy Promoter");
    await fields[1]!.fill("cy@example.com");
    await fields[2]!.fill("https://surf-lists.example");
    await fields[3]!.fill("A weekly mail to my list of 4,000 traffic exchange members.");
    await fields[4]!.fill("payouts@example.com");
    const agree = form.getByRole("checkbox", { name: /accept the affiliate rules/ });
    await agree.check();
    return fields;
  },
};

const FORMS = [WAITLIST("/"), WAITLIST("/coming-soon"), SUPPORT, AFFILIATE];

function formOf(page: Page, formCase: FormCase) {
  return page.locator(`form#${formCase.formId}`);
}

/** The form's success message, wherever on the page: said once, in the form's place. */
function successMessages(page: Page, formCase: FormCase) {
  return page.getByText(formCase.successTitle, { exact: true });
}

for (const formCase of FORMS) {
  test.describe(`${formCase.label}, JavaScript on`, () => {
    ownClient();

    test("is sent: its message once, in the form's place, taking the focus; Send another brings the form back, reset", async ({ page }) => {
      await page.goto(formCase.path);
      const form = formOf(page, formCase);
      await waitForFormToken(form);
      const sentToken = await form.locator('input[name="form_started"]').inputValue();
      const fields = await formCase.fill(form);
      await form.getByRole("button", { name: formCase.submit }).click();

      await expect(successMessages(page, formCase)).toHaveCount(1);
      await expect(successMessages(page, formCase).locator("..")).toBeFocused();
      await expect(form).toHaveCount(0);
      // The form posted in the background: no `?index` (or anything else) in the address.
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(formCase.path);

      await page.getByRole("link", { name: "Send another" }).click();
      await expect(successMessages(page, formCase)).toHaveCount(0);
      for (const field of fields) await expect(field).toHaveValue("");
      // A select shows its first choice again, not an empty box.
      await expect(form.locator("select option:checked")).toHaveCount(await form.locator("select").count());
      if (formCase === AFFILIATE) await expect(form.getByRole("checkbox")).not.toBeChecked();
      await expect(form.getByRole("alert")).toBeEmpty();
      // A new token: the next message is a new submission, not the last one sent again with other details.
      await waitForFormToken(form);
      await expect(form.locator('input[name="form_started"]')).not.toHaveValue(sentToken);
    });
  });

  test.describe(`${formCase.label}, JavaScript off`, () => {
    ownClient();
    test.use({ javaScriptEnabled: false });

    test("is sent on the second press (the first gets the form back with a token, what was typed kept); Send another opens it again", async ({
      page,
    }) => {
      await page.goto(formCase.path);
      const form = formOf(page, formCase);
      // The cached page carries no token, and without JavaScript none is fetched.
      await expect(form.locator('input[name="form_started"]')).toHaveValue("");
      const fields = await formCase.fill(form);
      const [first] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        form.getByRole("button", { name: formCase.submit }).click(),
      ]);
      expect(first.status()).toBe(400);
      await expect(form.getByRole("alert")).toHaveText(SEND_AGAIN);
      for (const field of fields) await expect(field).not.toHaveValue("");
      await waitForFormToken(form);

      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        form.getByRole("button", { name: formCase.submit }).click(),
      ]);

      expect(response.status()).toBe(200);
      await expect(page.getByRole("status").filter({ hasText: formCase.successTitle })).toHaveCount(1);
      await expect(successMessages(page, formCase)).toHaveCount(1);
      await expect(form).toHaveCount(0);

      // Without JavaScript "Send another" opens the page again, at the form, empty.
      await page.getByRole("link", { name: "Send another" }).click();
      expect(new URL(page.url()).pathname).toBe(new URL(formCase.path, page.url()).pathname);
      expect(new URL(page.url()).search).toBe("");
      await expect(successMessages(page, formCase)).toHaveCount(0);
      for (const field of fields) await expect(field).toHaveValue("");
    });
  });
}

test.describe("the forms' markup", () => {
  for (const [path, formId] of [
    ["/", "waitlist-form"],
    ["/coming-soon", "waitlist-form"],
    ["/support", "support"],
    ["/affiliates", "affiliate"],
  ] as const) {
    test(`on ${path}: unique ids, and every field belongs to its form`, async ({ page }) => {
      await page.goto(path);
      const ids = await page.locator("[id]").evaluateAll((elements) => elements.map((element) => element.id));
      expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
      // Fields name their form with form="…"; an element with the same id earlier in the page
      // would take them away from it, and the browser would send the form without them.
      const strays = await page
        .locator(`form#${formId} [name]`)
        .evaluateAll(
          (fields, id) => fields.filter((field) => (field as HTMLInputElement).form?.id !== id).map((field) => field.getAttribute("name")),
          formId,
        );
      expect(strays).toEqual([]);
    });
  }

  test("each form's panel and each page section is named by its own heading", async ({ page }) => {
    for (const [path, headings] of [
      ["/coming-soon", ["Join the waitlist", "From waitlist to launch"]],
      ["/support", ["Send us a message"]],
      ["/affiliates", ["Join the affiliate programme", "How to join"]],
    ] as const) {
      await page.goto(path);
      for (const heading of headings)
        await expect(page.getByRole("region", { name: heading, exact: true }), `${path}: ${heading}`).toHaveCount(1);
    }
  });
});

test.describe("over the limit, JavaScript on", () => {
  ownClient();

  test("the visitor reads why in the form, and keeps what was typed", async ({ page }) => {
    await page.goto("/affiliates");
    const form = formOf(page, AFFILIATE);
    await waitForFormToken(form);
    const fields = await AFFILIATE.fill(form);
    // Three applications from this connection already (the limit), sent by a script.
    const token = await form.locator('input[name="form_started"]').inputValue();
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await page.request.post("/affiliates", {
        form: {
          __form: "affiliate",
          fax_number: "",
          form_started: token,
          name: "Bot",
          email: "bot@example.com",
          promotion: "Spam.",
          paypalEmail: "bot@example.com",
          agreeToTerms: "on",
        },
      });
      expect(response.status()).toBe(200);
    }
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form.getByRole("button", { name: AFFILIATE.submit }).click(),
    ]);

    expect(response.status()).toBe(429);
    await expect(form.getByRole("alert")).toHaveText(RATE_LIMITED);
    await expect(fields[0]!).toHaveValue("Cy Promoter");
    await expect(fields[4]!).toHaveValue("payouts@example.com");
    await expect(form.getByRole("checkbox")).toBeChecked();
    await expect(successMessages(page, AFFILIATE)).toHaveCount(0);
  });
});

test.describe("validation, JavaScript on", () => {
  // Nothing reaches the server here: the shared schema answers in the browser.

  test("the waitlist shows the error beside the e-mail field and moves focus to it", async ({ page }) => {
    await page.goto("/coming-soon");
    const form = page.locator("form#waitlist-form");
    await form.getByLabel("Name").fill("Bo");
    await form.getByRole("button", { name: "Join the waitlist" }).click();

    const email = form.getByLabel("E-mail address");
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Enter your e-mail address.");
    await email.fill("not-an-address");
    await expect(email).toHaveAccessibleDescription("Enter a valid e-mail address, like name@example.com.");
    await expect(page.getByText("Check your inbox", { exact: true })).toHaveCount(0);
  });

  test("the support form marks every bad field and focuses the first of them", async ({ page }) => {
    await page.goto("/support");
    const form = page.locator("form#support");
    await form.getByLabel("Name").fill("Ann Example");
    await form.getByLabel("E-mail address").fill("ann@");
    await form.getByLabel("Order reference").fill("12345");
    await form.getByLabel("Message").fill("Help");
    await form.getByRole("button", { name: "Send message" }).click();

    const email = form.getByLabel("E-mail address");
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription("Enter a valid e-mail address, like name@example.com.");
    await expect(form.getByLabel("Topic")).toHaveAccessibleDescription("Choose what your message is about.");
    await expect(form.getByLabel("Order reference")).toHaveAccessibleDescription(
      "Order references look like XK-7M3Q9T2WZ4KD; leave it empty if you have none.",
    );
    await expect(form.getByLabel("Message")).toHaveAccessibleDescription("Tell us a little more (at least 10 characters).");
    await expect(form.getByLabel("Name")).not.toHaveAttribute("aria-invalid", "true");
    // The error sits right beside its field, in a live region.
    const error = form.locator("#support-topic-error");
    await expect(error).toHaveText("Choose what your message is about.");
    await expect(error).toHaveAttribute("aria-live", "polite");
    // Fixing a field clears its error as one types.
    await email.fill("ann@example.com");
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    await expect(form.locator("#support-email-error")).toBeEmpty();
  });

  test("the affiliate form asks for the terms and focuses the first missing field", async ({ page }) => {
    await page.goto("/affiliates");
    const form = page.locator("form#affiliate");
    await form.getByRole("button", { name: "Apply to join" }).click();

    await expect(form.getByLabel("Name")).toBeFocused();
    await expect(form.getByLabel("Name")).toHaveAccessibleDescription("Enter your name.");
    await expect(form.getByLabel("How will you promote XchangeKit?")).toHaveAccessibleDescription(
      "Tell us how you will promote our products.",
    );
    await expect(form.getByLabel("PayPal e-mail for payouts")).toHaveAccessibleDescription(
      "Enter the PayPal e-mail address for your payouts.",
    );
    await expect(form.getByRole("checkbox")).toHaveAccessibleDescription("Please read and accept the affiliate terms.");
    await expect(form.getByLabel("Website")).not.toHaveAttribute("aria-invalid", "true");
  });
});

test.describe("validation, JavaScript off", () => {
  ownClient();
  test.use({ javaScriptEnabled: false });

  test("the support form comes back with the server's errors and what was typed", async ({ page }) => {
    await page.goto("/support");
    const form = page.locator("form#support");
    await form.getByLabel("Name").fill("Ann Example");
    await form.getByLabel("E-mail address").fill("ann@");
    await form.getByLabel("Topic").selectOption("billing");
    await form.getByLabel("Message").fill("Refund?");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form.getByRole("button", { name: "Send message" }).click(),
    ]);

    expect(response.status()).toBe(400);
    await expect(form.getByLabel("E-mail address")).toHaveAccessibleDescription("Enter a valid e-mail address, like name@example.com.");
    await expect(form.getByLabel("E-mail address")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Message")).toHaveAccessibleDescription("Tell us a little more (at least 10 characters).");
    await expect(form.getByLabel("Name")).toHaveValue("Ann Example");
    await expect(form.getByLabel("E-mail address")).toHaveValue("ann@");
    await expect(form.getByLabel("Topic")).toHaveValue("billing");
    await expect(form.getByLabel("Message")).toHaveValue("Refund?");
    await expect(form.getByRole("status")).toHaveCount(0);
  });

  test("the affiliate form keeps every field, the agreement included", async ({ page }) => {
    await page.goto("/affiliates");
    const form = page.locator("form#affiliate");
    const fields = await AFFILIATE.fill(form);
    await form.getByLabel("PayPal e-mail for payouts").fill("paypal");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form.getByRole("button", { name: "Apply to join" }).click(),
    ]);

    expect(response.status()).toBe(400);
    await expect(form.getByLabel("PayPal e-mail for payouts")).toHaveAccessibleDescription("Enter a valid PayPal e-mail address.");
    await expect(fields[0]!).toHaveValue("Cy Promoter");
    await expect(fields[1]!).toHaveValue("cy@example.com");
    await expect(fields[2]!).toHaveValue("https://surf-lists.example");
    await expect(fields[3]!).toHaveValue("A weekly mail to my list of 4,000 traffic exchange members.");
    await expect(fields[4]!).toHaveValue("paypal");
    await expect(form.getByRole("checkbox")).toBeChecked();
  });

  test("the waitlist comes back with the server's error beside the e-mail field", async ({ page }) => {
    await page.goto("/");
    const form = page.locator("form#waitlist-form");
    await form.getByLabel("E-mail address").fill("bo at example");
    await form.getByLabel("Name").fill("Bo");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form.getByRole("button", { name: "Join the waitlist" }).click(),
    ]);

    expect(response.status()).toBe(400);
    await expect(form.getByLabel("E-mail address")).toHaveAccessibleDescription("Enter a valid e-mail address, like name@example.com.");
    await expect(form.getByLabel("E-mail address")).toHaveValue("bo at example");
    await expect(form.getByLabel("Name")).toHaveValue("Bo");
  });
});

test.describe("the support form prefilled from a listing", () => {
  ownClient();

  test("/support?topic=site-purchase&listing=surfdrift chooses the topic and starts the message", async ({ page }) => {
    await page.goto("/support?topic=site-purchase&listing=surfdrift");
    const form = page.locator("form#support");
    await expect(form.getByLabel("Topic")).toHaveValue("site-purchase");
    const message = form.getByLabel("Message");
    await expect(message).toHaveValue("About the site for sale /site/surfdrift: ");

    await form.getByLabel("Name").fill("Dee Buyer");
    await form.getByLabel("E-mail address").fill("dee@example.com");
    await message.press("End");
    await message.pressSequentially("is the traffic still growing?");
    await expect(message).toHaveValue("About the site for sale /site/surfdrift: is the traffic still growing?");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Message sent", { exact: true })).toBeVisible();
    // Sent, the next message starts on the same subject.
    await page.getByRole("link", { name: "Send another" }).click();
    await expect(form.getByLabel("Topic")).toHaveValue("site-purchase");
    await expect(message).toHaveValue("About the site for sale /site/surfdrift: ");
  });

  test("ignores unknown topics and slugs", async ({ page }) => {
    await page.goto("/support?topic=lottery&listing=%3Cscript%3E");
    const form = page.locator("form#support");
    await expect(form.getByLabel("Topic")).toHaveValue("");
    await expect(form.getByLabel("Message")).toHaveValue("");
  });
});

/** A scripted client: the page's form fields, sent without a browser in between. */
async function scrapedSupportForm(page: Page): Promise<Record<string, string>> {
  await page.goto("/support");
  await waitForFormToken(page.locator("form#support"));
  const token = await page.locator('input[name="form_started"]').inputValue();
  expect(token).toMatch(/^support\.\d+\.[\w-]+\.[\w-]+$/);
  return {
    __form: "support",
    fax_number: "",
    form_started: token,
    name: "Bot",
    email: "bot@example.com",
    topic: "other",
    message: "Cheap traffic, click here now!",
  };
}

test.describe("a scripted flood of support requests from one client", () => {
  ownClient();

  test("is answered 429 with a readable message once over the limit", async ({ page }) => {
    const form = await scrapedSupportForm(page);
    const responses = [];
    for (let attempt = 0; attempt < 6; attempt++) responses.push(await page.request.post("/support", { form, maxRedirects: 0 }));

    expect(responses.map((response) => response.status())).toEqual([200, 200, 200, 200, 200, 429]);
    // The page a browser without JavaScript gets says when to try again, as the data answer does.
    expect(Number(responses[5]!.headers()["retry-after"])).toBeGreaterThan(0);
    const refused = await responses[5]!.text();
    expect(refused).toContain(RATE_LIMITED);
    expect(refused).not.toContain("Message sent");
    // The page that answers still holds what was sent.
    await page.setContent(refused);
    await expect(page.locator("form#support").getByLabel("Message")).toHaveValue(form.message!);
  });
});

test.describe("a form posted from another site's page", () => {
  ownClient();

  test("is refused with 403 before it is read, data requests included", async ({ page }) => {
    const form = await scrapedSupportForm(page);
    for (const path of ["/support", "/support?_data=routes%2F_site.support"]) {
      const response = await page.request.post(path, { form, headers: { origin: "https://evil.example" }, maxRedirects: 0 });
      expect(response.status(), path).toBe(403);
      expect(await response.text()).toContain("can only be sent from its own pages");
    }
    // Refused before the action: they did not count against this client's limit of 5.
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await page.request.post("/support", { form, maxRedirects: 0 })).status()).toBe(200);
  });
});

test.describe("a scripted submission with the honeypot filled", () => {
  ownClient();

  test("is answered 400 and shows no success", async ({ page }) => {
    const form = await scrapedSupportForm(page);
    const response = await page.request.post("/support", { form: { ...form, fax_number: "+1 555 0100" }, maxRedirects: 0 });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain(REFUSED_AS_SPAM);
    expect(html).not.toContain("Message sent");
  });
});

test.describe("form-start tokens", () => {
  test("are never in a page's HTML, which caches share, but come from their own private address", async ({ request }) => {
    await request.get("/support");
    const cached = await request.get("/support");
    expect(cached.headers()["x-page-cache"]).toBe("hit");
    expect(await cached.text()).toMatch(/name="form_started" value=""/);

    const minted = await request.get("/api/form-token?form=support");
    expect(minted.status()).toBe(200);
    expect(minted.headers()["cache-control"]).toBe("private, no-store");
    expect(((await minted.json()) as { token: string }).token).toMatch(/^support\.\d+\./);
    expect((await request.get("/api/form-token?form=admin")).status()).toBe(400);
  });
});

test.describe("a scripted submission with a tampered form-start token", () => {
  ownClient();

  test("is answered 400 and shows no success", async ({ page }) => {
    // The too-fast check needs a clock and is tested with a fixed one (tests/integration/forms.test.ts,
    // tests/unit/spam-and-rate-limit.test.ts); a forged signature proves the guard is wired end to end.
    const form = await scrapedSupportForm(page);
    const [name, time, id, signature] = form.form_started!.split(".") as [string, string, string, string];
    const forged = `${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    const response = await page.request.post("/support", {
      form: { ...form, form_started: `${name}.${time}.${id}.${forged}` },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain(REFUSED_AS_SPAM);
    expect(html).not.toContain("Message sent");
  });
});

test.describe("the waitlist, joined twice with the same address", () => {
  ownClient();

  test("answers the second time, from the other waitlist page, as the first: nobody learns whether an address is on it", async ({
    page,
  }) => {
    const address = `twice+${randomUUID().slice(0, 8)}@example.com`;
    const answers: { status: number; message: string }[] = [];
    for (const path of ["/", "/coming-soon"]) {
      await page.goto(path);
      const form = page.locator("form#waitlist-form");
      await waitForFormToken(form);
      await form.getByLabel("E-mail address").fill(address);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        form.getByRole("button", { name: "Join the waitlist" }).click(),
      ]);
      const message = page.getByText("Check your inbox", { exact: true }).locator("..");
      await expect(message).toBeFocused();
      answers.push({ status: response.status(), message: await message.innerText() });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[0]!.status).toBe(200);
    expect(answers[0]!.message).not.toMatch(/already/i);
  });
});

test.describe("a form's success, keyboard only", () => {
  ownClient();

  test("is said once where the form was; Tab and Enter on Send another bring the form back, empty, at its first field", async ({
    page,
  }) => {
    await page.goto("/coming-soon");
    const form = page.locator("form#waitlist-form");
    await waitForFormToken(form);
    const email = form.getByLabel("E-mail address");
    await email.focus();
    await page.keyboard.type(`keys+${randomUUID().slice(0, 8)}@example.com`);
    await page.keyboard.press("Enter");

    const message = page.getByText("Check your inbox", { exact: true }).locator("..");
    await expect(message).toBeFocused();
    await expect(page.getByText("Check your inbox", { exact: true })).toHaveCount(1);
    await expect(form).toHaveCount(0);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Send another" })).toBeFocused();
    await page.keyboard.press("Enter");

    await expect(email).toBeFocused();
    await expect(email).toHaveValue("");
    await expect(message).toHaveCount(0);
  });
});
