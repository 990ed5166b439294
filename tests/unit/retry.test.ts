import { expect, it } from "vitest";
import { retryDelayMs } from "~/lib/cms/client/retry";

// How many retries the client makes is its behaviour, tested in cms-client.test.ts (a refresh's attempts).
it("doubles the delay between retries from 1 s to a 30 s cap", () => {
  expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
});
