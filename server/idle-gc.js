// @ts-check
import { getHeapStatistics } from "node:v8";

/** Growth of the heap over its size when the server started that is worth a collection to give back. */
const GROWTH_BYTES = 64 * 1024 * 1024;

/**
 * Gives back the memory a burst of requests grew. V8 keeps the heap it grew under load (at 20× the sample content,
 * after the bench: 305 MB of heap, 126 MB at start) and its memory reducer did not shrink it on the idle server
 * (docs/performance.md), so when requests have stopped for `idleMs` after a busy spell and the heap is more than
 * 64 MB larger than when the server started, full collections return it (RSS 380 → 203 MB). Only in a process
 * started with `--expose-gc` (`npm start`, `npm run serve`); without it this does nothing.
 *
 * @param {{ idleMs?: number, collect?: (() => void) | undefined, heapSize?: () => number }} [options]
 * @returns {{ requestSeen: () => void, stop: () => void }}
 */
export function collectGarbageWhenIdle({
  idleMs = 10_000,
  collect = /** @type {(() => void) | undefined} */ (globalThis.gc),
  heapSize = () => getHeapStatistics().total_heap_size,
} = {}) {
  if (!collect) return { requestSeen() {}, stop() {} };
  const startSize = heapSize();
  let lastRequestAt = 0;
  let busySinceCollection = false;
  const timer = setInterval(() => {
    if (!busySinceCollection || Date.now() - lastRequestAt < idleMs) return;
    busySinceCollection = false;
    if (heapSize() - startSize <= GROWTH_BYTES) return;
    // A second pass gives back pages the first one emptied (measured: RSS 218 MB after one, 203 MB after two).
    collect();
    collect();
  }, idleMs / 2);
  timer.unref();
  return {
    requestSeen() {
      lastRequestAt = Date.now();
      busySinceCollection = true;
    },
    stop() {
      clearInterval(timer);
    },
  };
}
