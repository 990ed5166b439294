import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { collectGarbageWhenIdle } from "../../server/idle-gc.js";

const MB = 1024 * 1024;
const IDLE_MS = 10_000;

describe("collecting garbage once the server is idle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A server whose heap was 126 MB at start and `grownTo` once the requests stopped. */
  function setup(grownTo = 305 * MB) {
    let size = 126 * MB;
    const collect = vi.fn(() => (size = 130 * MB));
    const collector = collectGarbageWhenIdle({ idleMs: IDLE_MS, collect, heapSize: () => size });
    size = grownTo;
    return { collect, collector };
  }

  it("collects (two passes) once requests stopped after a busy spell that grew the heap", () => {
    const { collect, collector } = setup();
    for (let second = 0; second < 30; second++) {
      collector.requestSeen();
      vi.advanceTimersByTime(1000);
    }
    // Requests kept coming: nothing yet.
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(IDLE_MS + IDLE_MS / 2);
    expect(collect).toHaveBeenCalledTimes(2);
    // Still idle: once is enough.
    vi.advanceTimersByTime(10 * IDLE_MS);
    expect(collect).toHaveBeenCalledTimes(2);
    collector.stop();
  });

  it("leaves a heap alone that grew little, and a server nobody asked anything", () => {
    const { collect, collector } = setup(150 * MB);
    vi.advanceTimersByTime(5 * IDLE_MS);
    collector.requestSeen();
    vi.advanceTimersByTime(5 * IDLE_MS);
    expect(collect).not.toHaveBeenCalled();
    collector.stop();
  });

  it("does nothing in a process started without --expose-gc", () => {
    const collector = collectGarbageWhenIdle({ idleMs: IDLE_MS, collect: undefined });
    collector.requestSeen();
    expect(vi.getTimerCount()).toBe(0);
  });
});
