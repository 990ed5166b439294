import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { affiliateSchema, supportSchema, waitlistSchema } from "~/lib/forms/schemas";
import { sanitizeFormData } from "~/lib/security/sanitize";

/** Parses form fields as the browser would post them. */
function parse<Schema extends Parameters<typeof parseWithZod>[1]["schema"]>(schema: Schema, fields: Record<string, string>) {
  const formData = new FormData();
  for (const [key, value] of Object.entries(fields)) formData.append(key, value);
  // As the server does: sanitise, then validate.
  return parseWithZod(sanitizeFormData(formData), { schema });
}

function errorsOf(result: { status?: string; reply: () => { error?: Record<string, string[] | null> | null } }) {
  return result.status === "success" ? {} : (result.reply().error ?? {});
}

describe("waitlist form", () => {
  it("accepts an e-mail alone, or with a name and a platform", () => {
    expect(parse(waitlistSchema, { email: "owner@example.com" }).status).toBe("success");
    const full = parse(waitlistSchema, { email: " owner@example.com ", name: "Ana", interest: "learning-management" });
    expect(full.status === "success" && (full.value as object)).toEqual({
      email: "owner@example.com",
      name: "Ana",
      interest: "learning-management",
    });
  });

  it("explains what is wrong", () => {
    expect(errorsOf(parse(waitlistSchema, {}))).toEqual({ email: ["Enter your e-mail address."] });
    expect(errorsOf(parse(waitlistSchema, { email: "owner@" }))).toEqual({
      email: ["Enter a valid e-mail address, like name@example.com."],
    });
    expect(errorsOf(parse(waitlistSchema, { email: "a@b.co", interest: "Every platform!" }))).toEqual({
      interest: ["Choose one of the listed platforms."],
    });
  });

  it("sanitises what people type", () => {
    const result = parse(waitlistSchema, { email: "a@b.co", name: "<b onclick=x()>Ana</b>" });
    expect(result.status === "success" && (result.value as { name: string }).name).toBe("b x()Ana/b");
  });
});

describe("support form", () => {
  const good = {
    name: "Marcus Hale",
    email: "marcus@surfdrift.example",
    topic: "technical",
    message: "My cron jobs stopped after moving servers.",
  };

  it("accepts a complete request, with or without an order reference", () => {
    expect(parse(supportSchema, good).status).toBe("success");
    const withReference = parse(supportSchema, { ...good, orderReference: "xk-7m3q9t2wz4kd" });
    expect(withReference.status === "success" && (withReference.value as { orderReference: string }).orderReference).toBe(
      "XK-7M3Q9T2WZ4KD",
    );
  });

  it("rejects missing and malformed fields with the right messages", () => {
    expect(errorsOf(parse(supportSchema, {}))).toEqual({
      name: ["Enter your name."],
      email: ["Enter your e-mail address."],
      topic: ["Choose what your message is about."],
      message: ["Tell us how we can help."],
    });
    expect(errorsOf(parse(supportSchema, { ...good, message: "Help", topic: "weather", orderReference: "12345" }))).toEqual({
      message: ["Tell us a little more (at least 10 characters)."],
      topic: ["Choose what your message is about."],
      orderReference: ["Order references look like XK-7M3Q9T2WZ4KD; leave it empty if you have none."],
    });
    expect(errorsOf(parse(supportSchema, { ...good, message: "x".repeat(5001) }))).toEqual({
      message: ["Your message can be at most 5,000 characters."],
    });
  });

  it("treats a message that is only markup as empty", () => {
    expect(errorsOf(parse(supportSchema, { ...good, message: "<<<<<<<<>>>>>>>>>" }))).toEqual({ message: ["Tell us how we can help."] });
  });
});

describe("affiliate sign-up form", () => {
  const good = {
    name: "Janet Okoro",
    email: "janet@okoro.example",
    promotion: "A weekly newsletter for 4,000 list builders.",
    paypalEmail: "pay@okoro.example",
    agreeToTerms: "on",
  };

  it("accepts a complete sign-up, with an optional website", () => {
    expect(parse(affiliateSchema, good).status).toBe("success");
    expect(parse(affiliateSchema, { ...good, website: "https://okoro.example" }).status).toBe("success");
  });

  it("requires the terms, a PayPal address and a way to promote", () => {
    expect(errorsOf(parse(affiliateSchema, { ...good, agreeToTerms: "", paypalEmail: "nope", promotion: "" }))).toEqual({
      agreeToTerms: ["Please read and accept the affiliate terms."],
      paypalEmail: ["Enter a valid PayPal e-mail address."],
      promotion: ["Tell us how you will promote our products."],
    });
    expect(errorsOf(parse(affiliateSchema, { ...good, website: "javascript:alert(1)" }))).toEqual({
      website: ["Enter your site's full address, starting with https://"],
    });
  });
});
