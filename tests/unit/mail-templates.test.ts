import { HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";
import { sampleDocuments } from "~/content/sample";
import { renderMessage, type LayoutInput } from "~/lib/mail/compose-layout";
import {
  exampleValues,
  MESSAGE_DECLARATIONS,
  MESSAGE_KINDS,
  placeholdersIn,
  unknownPlaceholders,
  type MessageKind,
} from "~/lib/mail/messages";
import { validatePlaceholders } from "../../cms-schemas/schemaTypes/placeholders";

/**
 * The words of the messages (decision 066): the contract between the templates and the messages' declarations, the
 * Studio's check of it, and the layout every message is sent in (valid HTML, the visitor's text never markup).
 */

const templates = sampleDocuments.filter((document) => document._type === "emailTemplate") as unknown as {
  _id: string;
  kind: MessageKind;
  subject: string;
  body: string;
}[];
const sampleTemplate = (kind: MessageKind) => templates.find((template) => template.kind === kind)!;
const SITE = { name: "XchangeKit", origin: "https://xchangekit.example" };
const validator = new HtmlValidate({ extends: ["html-validate:standard"] });

async function htmlProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message}`));
}

const render = (kind: MessageKind, overrides: Partial<LayoutInput> = {}) =>
  renderMessage({ kind, template: sampleTemplate(kind), values: exampleValues(kind), site: SITE, ...overrides });

describe("the sample's e-mail templates", () => {
  it("are one per message the site sends, under the id the Studio knows", () => {
    expect(templates.map((template) => template.kind).toSorted()).toEqual([...MESSAGE_KINDS].toSorted());
    for (const template of templates) expect(template._id).toBe(`emailTemplate.${template.kind}`);
  });

  it("use only placeholders their message has, and use its own ones (the contract the Studio enforces)", () => {
    for (const { kind, subject, body } of templates) {
      expect(unknownPlaceholders(kind, subject), `${kind} subject`).toEqual([]);
      expect(unknownPlaceholders(kind, body), `${kind} body`).toEqual([]);
      const used = placeholdersIn(`${subject}\n${body}`);
      const unused = Object.keys(MESSAGE_DECLARATIONS[kind].placeholders).filter((name) => !used.includes(name));
      expect(unused, `${kind}: placeholders the sample never shows`).toEqual([]);
    }
  });

  it("name no price: they are also the words of a message whose template a real dataset lacks", () => {
    expect(templates.filter((template) => `${template.subject}${template.body}`.includes("{price:")).map((t) => t.kind)).toEqual([]);
  });
});

describe("the Studio's placeholder check", () => {
  const check = (text: string, kind: unknown) => validatePlaceholders(text, { document: { _id: "emailTemplate.x", kind } });

  it("accepts the message's own and the common placeholders, and price tokens", () => {
    expect(check("Order {reference} for {total}, {siteName} at {supportEmail}: {price:script-only}", "order-receipt")).toBe(true);
  });

  it("refuses a placeholder the message does not have, naming the ones it has", () => {
    const problem = check("Hello {name}, confirm at {confirmUrl} ({reference})", "waitlist-confirmation");
    expect(problem).toMatch(/^\{name\}, \{reference\} is not a placeholder of this message\. It has /);
    expect(problem).toContain("{confirmUrl}");
    expect(check("{paymentUrl}", "support-receipt")).toMatch(/\{paymentUrl\} is not a placeholder/);
  });

  it("waits for the message to be chosen", () => {
    expect(check("{anything}", undefined)).toBe(true);
  });
});

describe("a message's layout", () => {
  it.each(MESSAGE_KINDS)("%s: every placeholder filled, valid HTML, the same words as text", async (kind) => {
    const transactional = MESSAGE_DECLARATIONS[kind].transactional;
    const message = render(kind, { unsubscribeUrl: transactional ? undefined : `${SITE.origin}/unsubscribe?token=t` });
    expect(message.unfilled).toEqual([]);
    expect(await htmlProblems(message.html)).toEqual([]);
    expect(message.subject).not.toMatch(/[{}\n]/);
    expect(message.text).not.toMatch(/\{[A-Za-z]+\}/);
    // The first paragraph's words, in both versions.
    const firstWords = message.text.split("\n")[0]!.slice(0, 20);
    expect(message.html).toContain(firstWords.replace(/&/g, "&amp;").replace(/"/g, "&quot;"));
    expect(message.text).toContain(`XchangeKit: ${SITE.origin}/`);
  });

  it("escapes what a visitor typed, and makes a link only of an http(s) address", async () => {
    const hostile = '<script>alert("x")</script> & <a href="https://evil.example">click</a>';
    const message = render("support-notification", {
      values: { ...exampleValues("support-notification"), name: hostile, message: `Line one\n${hostile}` },
    });
    expect(message.html).not.toContain("<script>");
    expect(message.html).not.toContain('<a href="https://evil.example"');
    expect(message.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;a href=");
    expect(message.html).toContain("Line one<br>");
    expect(await htmlProblems(message.html)).toEqual([]);
    expect(message.text).toContain(hostile);

    const receipt = render("order-receipt", { values: { ...exampleValues("order-receipt"), paymentUrl: "javascript:alert(1)" } });
    expect(receipt.html).not.toContain('href="javascript:');
    expect(receipt.html).toContain('<a href="https://xchangekit.example/thanks-order?ref=XK-7M3Q9T2WZ4KD"');
  });

  it("keeps a subject on one line whatever a value holds", () => {
    const message = render("support-notification", {
      values: { ...exampleValues("support-notification"), name: "Ann\r\nBcc: victim@example.net" },
    });
    expect(message.subject).toBe("Support request S-7M3Q9T2W from Ann Bcc: victim@example.net: Technical help with my site");
  });

  it("shows an unsubscribe link only when given one (messages that are not transactional), in the HTML and the text", () => {
    const launch = render("waitlist-launch", { unsubscribeUrl: `${SITE.origin}/unsubscribe?token=abc` });
    expect(launch.html).toContain(`<a href="${SITE.origin}/unsubscribe?token=abc" style="color:#52525b;">Unsubscribe</a>`);
    expect(launch.text).toContain(`Unsubscribe: ${SITE.origin}/unsubscribe?token=abc`);
    expect(render("waitlist-confirmation").html).not.toContain("Unsubscribe");
  });

  it("leaves a placeholder with no value as written, and says which", () => {
    const message = render("support-receipt", { template: { subject: "Hi {name}", body: "See {nothing} here." } });
    expect(message.text).toContain("See {nothing} here.");
    expect(message.unfilled).toEqual(["nothing"]);
  });
});
