/** Product rule (docs/architecture.md): failed queries are retried up to 3 times, the delay doubling from 1 s to a 30 s cap. */
export const MAX_RETRIES = 3;
const FIRST_DELAY_MS = 1000;
export const MAX_DELAY_MS = 30_000;

/** Delay before retry number `retry` (1-based). */
export function retryDelayMs(retry: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** (retry - 1), MAX_DELAY_MS);
}
