import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTagBatch } from "~/lib/publish/tag-batch";

describe("a batch of purge tags", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function recording(window = { quietMs: 50, maxWaitMs: 250 }) {
    const handedOn: string[][] = [];
    const batch = createTagBatch(window, (tags) => handedOn.push(tags));
    return { batch, handedOn };
  }

  it("hands a lone publish on once its quiet time has passed", async () => {
    const { batch, handedOn } = recording();
    const done = batch.add(["type:post", "doc:post.a"]);
    await vi.advanceTimersByTimeAsync(49);
    expect(handedOn).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(handedOn).toEqual([["type:post", "doc:post.a"]]);
    expect(await done).toBe(1);
  });

  it("merges publishes arriving within the quiet time into one, each tag once", async () => {
    const { batch, handedOn } = recording();
    const first = batch.add(["type:post", "doc:post.a"]);
    await vi.advanceTimersByTimeAsync(30);
    const second = batch.add(["type:post", "doc:post.b"]);
    await vi.advanceTimersByTimeAsync(50);
    expect(handedOn).toEqual([["type:post", "doc:post.a", "doc:post.b"]]);
    // Both callers learn the result of the one hand-on.
    expect(await Promise.all([first, second])).toEqual([1, 1]);
  });

  it("hands a steady stream on at its longest wait, not only when it stops", async () => {
    const { batch, handedOn } = recording();
    for (let publish = 0; publish < 10; publish += 1) {
      void batch.add([`doc:post.${publish}`]);
      await vi.advanceTimersByTimeAsync(40);
    }
    // 10 publishes 40 ms apart: the first batch closes 250 ms after it opened, the rest after the quiet time.
    await vi.advanceTimersByTimeAsync(50);
    expect(handedOn.map((tags) => tags.length)).toEqual([7, 3]);
  });

  it("hands on only `*` when one of the merged purges was everything", async () => {
    const { batch, handedOn } = recording();
    void batch.add(["type:post"]);
    void batch.add(["*"]);
    await batch.flush();
    expect(handedOn).toEqual([["*"]]);
  });

  it("rejects every caller of a batch whose hand-on failed", async () => {
    const batch = createTagBatch({ quietMs: 10, maxWaitMs: 10 }, () => {
      throw new Error("purge failed");
    });
    const outcomes = Promise.allSettled([batch.add(["a"]), batch.add(["b"])]);
    await vi.advanceTimersByTimeAsync(10);
    expect((await outcomes).map((outcome) => outcome.status)).toEqual(["rejected", "rejected"]);
  });
});
