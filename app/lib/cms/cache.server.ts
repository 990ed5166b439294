/** In-memory stale-while-revalidate store for CMS results, keyed by query + params. */

interface CacheEntry {
  value: unknown;
  /** When the value was fetched from the transport; 0 for a fallback value that is stale at once. */
  fetchedAt: number;
  lastUsedAt: number;
}

export interface CacheTiming {
  /** How long a fetched value counts as fresh. */
  freshForMs: number;
  /** An entry nobody read for this long is dropped (docs/architecture.md, Product rules). */
  dropUnusedAfterMs: number;
  now: () => number;
}

export const FIVE_MINUTES_MS = 5 * 60 * 1000;

export function cacheKey(groq: string, params: Record<string, unknown>): string {
  const sortedParams = Object.keys(params)
    .sort()
    .map((name) => [name, params[name]]);
  return JSON.stringify([groq, sortedParams]);
}

export class SwrCache {
  private readonly entries = new Map<string, CacheEntry>();

  constructor(private readonly timing: CacheTiming) {}

  /** Returns the entry (marking it used) and whether it is stale; drops idle entries first. */
  read(key: string): { value: unknown; stale: boolean } | undefined {
    this.dropUnused();
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.timing.now();
    entry.lastUsedAt = now;
    return { value: entry.value, stale: now - entry.fetchedAt >= this.timing.freshForMs };
  }

  /** Stores a value fresh from the transport. */
  storeFresh(key: string, value: unknown): void {
    const now = this.timing.now();
    this.entries.set(key, { value, fetchedAt: now, lastUsedAt: now });
  }

  /** Stores a fallback value that is already stale, so the next read triggers a refresh. */
  storeStale(key: string, value: unknown): void {
    this.entries.set(key, { value, fetchedAt: 0, lastUsedAt: this.timing.now() });
  }

  /** Keeps serving an entry without refreshing it for `delayMs` (after a failed refresh). */
  postponeRefresh(key: string, delayMs: number): void {
    const entry = this.entries.get(key);
    if (entry) entry.fetchedAt = this.timing.now() - this.timing.freshForMs + delayMs;
  }

  private dropUnused(): void {
    const cutoff = this.timing.now() - this.timing.dropUnusedAfterMs;
    for (const [key, entry] of this.entries) {
      if (entry.lastUsedAt <= cutoff) this.entries.delete(key);
    }
  }
}
