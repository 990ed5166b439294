import { describe, expect, it } from "vitest";
import {
  CONFIRMATION_DAYS,
  confirmedSubmissionOf,
  listUnsubscribeHeaders,
  unsubscribedAddressOf,
  unsubscribePath,
  waitlistConfirmationPath,
} from "~/lib/mail/links.server";

const T0 = Date.parse("2026-11-27T12:00:00.000Z");
const tokenIn = (path: string) => new URL(path, "https://xchangekit.example").searchParams.get("token")!;

// Signed with the form secret vitest's configuration sets.
describe("the links a message carries", () => {
  it("confirms the sign-up it was made for until it expires", () => {
    const token = tokenIn(waitlistConfirmationPath("sub-1", T0));
    expect(confirmedSubmissionOf(token, T0 + 1000)).toEqual({ submissionId: "sub-1" });
    expect(confirmedSubmissionOf(token, T0 + CONFIRMATION_DAYS * 24 * 60 * 60 * 1000 + 1)).toBe("expired");
  });

  it("refuses a tampered token, another purpose's token and garbage", () => {
    const token = tokenIn(waitlistConfirmationPath("sub-1", T0));
    const [payload, signature] = token.split(".") as [string, string];
    const forged = Buffer.from(JSON.stringify({ purpose: "confirm", subject: "sub-2", expiresAt: T0 + 1000 })).toString("base64url");
    expect(confirmedSubmissionOf(`${forged}.${signature}`, T0)).toBe("invalid");
    expect(confirmedSubmissionOf(`${payload}.${signature}x`, T0)).toBe("invalid");
    expect(confirmedSubmissionOf(tokenIn(unsubscribePath("a@example.com")), T0)).toBe("invalid");
    expect(unsubscribedAddressOf(token)).toBe("invalid");
    expect(confirmedSubmissionOf("not-a-token", T0)).toBe("invalid");
    expect(unsubscribedAddressOf("a.b.c")).toBe("invalid");
  });

  it("unsubscribes the address, lower-cased, with the same link for every message, and says so in the headers", () => {
    expect(unsubscribedAddressOf(tokenIn(unsubscribePath(" Ann@Example.com ")))).toEqual({ address: "ann@example.com" });
    expect(unsubscribePath("ann@example.com")).toBe(unsubscribePath("ANN@example.com"));
    const headers = listUnsubscribeHeaders("https://xchangekit.example", "ann@example.com");
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(headers["List-Unsubscribe"]).toMatch(/^<https:\/\/xchangekit\.example\/unsubscribe\?token=[\w-]+\.[\w-]+>$/);
  });
});
