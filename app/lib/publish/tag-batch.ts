import { ALL_CONTENT_TAG } from "~/lib/cms/dependencies";

/** When a batch is handed on: after `quietMs` without new tags, and at the latest `maxWaitMs` after its first tags. */
export interface BatchWindow {
  quietMs: number;
  maxWaitMs: number;
}

/** The timer a batch waits on: the global one, or a test's own (vi fake timers, a manual clock). */
export interface BatchTimers {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const globalTimers: BatchTimers = {
  set: (run, ms) => setTimeout(run, ms).unref(),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface TagBatch<Result> {
  /** Adds `tags` to the open batch; resolves with what handing on that batch returned. */
  add(tags: readonly string[]): Promise<Result>;
  /** Hands the open batch on now (shutdown, tests); resolves when every batch handed on has finished. */
  flush(): Promise<void>;
}

/** The tags of a batch as handed on: every tag once, or only `*` when one of them was "everything". */
export function mergedTags(tags: Iterable<string>): string[] {
  const merged = [...new Set(tags)];
  return merged.includes(ALL_CONTENT_TAG) ? [ALL_CONTENT_TAG] : merged;
}

/**
 * Merges tags arriving close together (a Content Release sends one webhook per document) into one hand-on, so a burst
 * costs one purge instead of one per document, while a lone publish waits only `quietMs`.
 */
export function createTagBatch<Result>(
  window: BatchWindow,
  handOn: (tags: string[]) => Result | Promise<Result>,
  timers: BatchTimers = globalTimers,
): TagBatch<Result> {
  type Waiter = { resolve: (result: Result) => void; reject: (error: unknown) => void };
  let open: { tags: Set<string>; waiters: Waiter[]; timer: unknown; deadline: number } | undefined;
  const running = new Set<Promise<unknown>>();

  function close() {
    const batch = open;
    if (!batch) return;
    open = undefined;
    timers.clear(batch.timer);
    const done = (async () => handOn(mergedTags(batch.tags)))().then(
      (result) => batch.waiters.forEach((waiter) => waiter.resolve(result)),
      (error: unknown) => batch.waiters.forEach((waiter) => waiter.reject(error)),
    );
    running.add(done);
    void done.finally(() => running.delete(done));
  }

  return {
    add(tags) {
      const now = Date.now();
      if (!open) open = { tags: new Set(), waiters: [], timer: undefined, deadline: now + window.maxWaitMs };
      const batch = open;
      for (const tag of tags) batch.tags.add(tag);
      timers.clear(batch.timer);
      batch.timer = timers.set(close, Math.max(0, Math.min(window.quietMs, batch.deadline - now)));
      return new Promise<Result>((resolve, reject) => batch.waiters.push({ resolve, reject }));
    },
    async flush() {
      close();
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
