import { expect, it } from "vitest";
import { MAX_RETRIES, retryDelayMs } from "~/lib/cms/retry";

it("retries up to 3 times, doubling the delay from 1 s to a 30 s cap", () => {
  expect(MAX_RETRIES).toBe(3);
  expect([1, 2, 3, 4, 5, 6, 7].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
});
