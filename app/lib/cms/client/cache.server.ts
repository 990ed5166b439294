import { ALL_CONTENT_TAG } from "~/lib/cms/dependencies";

/** In-memory stale-while-revalidate store for CMS results, keyed by query + params, tagged by what they depend on. */

interface CacheEntry {
  value: unknown;
  /** What the value depends on (app/lib/cms/dependencies.ts). */
  tags: readonly string[];
  /** When the value was fetched from the transport; 0 for a fallback value that is stale at once. */
  fetchedAt: number;
  lastUsedAt: number;
  /** A publish changed what it depends on: the next read waits for the new value. */
  invalidated: boolean;
}

export interface CachedValue {
  value: unknown;
  tags: readonly string[];
  stale: boolean;
  invalidated: boolean;
}

export interface CacheTiming {
  /** How long a fetched value counts as fresh. */
  freshForMs: number;
  /** An entry nobody read for this long is dropped (docs/architecture.md, Product rules)… */
  dropUnusedAfterMs: number;
  /** …but only while this says so (the CMS is answering): during an outage every last good value is kept. */
  mayDropUnused?: () => boolean;
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
  private purges = 0;

  /** Counts purges: a load notes it when it starts, so a result fetched across a purge is not trusted as fresh. */
  get purgeCount(): number {
    return this.purges;
  }

  constructor(private readonly timing: CacheTiming) {}

  /** Whether a value is stored for `key` (not marking it used). */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** Returns the entry (marking it used) and whether it is stale; drops idle entries first. */
  read(key: string): CachedValue | undefined {
    this.dropUnused();
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.timing.now();
    entry.lastUsedAt = now;
    return { value: entry.value, tags: entry.tags, stale: now - entry.fetchedAt >= this.timing.freshForMs, invalidated: entry.invalidated };
  }

  /**
   * Stores a value fresh from the transport. A load that started before a purge (`purgeCountAtStart`)
   * may hold what the publish replaced: it is stored invalidated, so the next read reloads it.
   */
  storeFresh(key: string, value: unknown, tags: readonly string[], purgeCountAtStart: number): void {
    const now = this.timing.now();
    this.entries.set(key, { value, tags, fetchedAt: now, lastUsedAt: now, invalidated: purgeCountAtStart !== this.purges });
  }

  /** Stores a fallback value that is already stale, so the next read triggers a refresh. */
  storeStale(key: string, value: unknown, tags: readonly string[]): void {
    this.entries.set(key, { value, tags, fetchedAt: 0, lastUsedAt: this.timing.now(), invalidated: false });
  }

  /** Keeps serving an entry without refreshing it for `delayMs` (after a failed refresh). */
  postponeRefresh(key: string, delayMs: number): void {
    const entry = this.entries.get(key);
    if (entry) {
      entry.fetchedAt = this.timing.now() - this.timing.freshForMs + delayMs;
      entry.invalidated = false;
    }
  }

  /** Marks every entry carrying one of `tags` (every entry for `ALL_CONTENT_TAG`) as invalidated; returns their keys. */
  invalidateTagged(tags: readonly string[]): string[] {
    this.purges += 1;
    const wanted = new Set(tags);
    const everything = wanted.has(ALL_CONTENT_TAG);
    const keys: string[] = [];
    for (const [key, entry] of this.entries) {
      if (everything || entry.tags.some((tag) => wanted.has(tag))) {
        entry.invalidated = true;
        keys.push(key);
      }
    }
    return keys;
  }

  private dropUnused(): void {
    if (this.timing.mayDropUnused && !this.timing.mayDropUnused()) return;
    const cutoff = this.timing.now() - this.timing.dropUnusedAfterMs;
    for (const [key, entry] of this.entries) {
      if (entry.lastUsedAt <= cutoff) this.entries.delete(key);
    }
  }
}
