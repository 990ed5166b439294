import type { RequestPrivacy } from "~/lib/core/request-privacy.server";

/**
 * Runs `handle` as one site request runs it, with its privacy mark (app/lib/core/request-privacy.server.ts): what it
 * answered, and why the answer is private (null: nothing personal was read, it may be cached).
 */
export async function withPrivacyMark<Result>(handle: () => Promise<Result>): Promise<{ result: Result; privacy: RequestPrivacy | null }> {
  // Imported here, after the test's module reset, so the mark is the one the loader's modules see.
  const { requestPrivacy, withRequestPrivacy } = await import("~/lib/core/request-privacy.server");
  return withRequestPrivacy(async () => {
    const result = await handle();
    return { result, privacy: requestPrivacy() };
  });
}
