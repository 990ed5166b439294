import { describe, expect, it } from "vitest";
import { tasksAtCpuTime } from "../../scripts/bench/tasks-at-cpu-time";

const MAIN = { pid: 1, tid: 7 };
const OTHER_THREAD = { pid: 1, tid: 8 };

/** A page load's main thread: a task that waited half its wall time for a core, what ran in it, and what came after. */
function trace() {
  return {
    traceEvents: [
      { name: "RunTask", ph: "X", ...MAIN, ts: 1_000, dur: 100_000, tdur: 50_000 },
      { name: "FunctionCall", ph: "X", ...MAIN, ts: 21_000, dur: 40_000, tdur: 30_000 },
      { name: "ResourceSendRequest", ph: "I", ...MAIN, ts: 81_000 },
      { name: "RunTask", ph: "X", ...MAIN, ts: 150_000, dur: 10_000, tdur: 10_000 },
      { name: "RunTask", ph: "X", ...OTHER_THREAD, ts: 1_000, dur: 30_000, tdur: 3_000 },
      { name: "Layout", ph: "X", ...OTHER_THREAD, ts: 11_000, dur: 10_000, tdur: 1_000 },
      { name: "navigationStart", ph: "R", ...MAIN, ts: 500 },
    ],
  };
}

describe("a trace with every task at its CPU time", () => {
  const [task, call, request, later, otherTask, otherLayout, navigationStart] = tasksAtCpuTime(trace()).traceEvents;

  it("shortens a task that waited for a core to the CPU time it used", () => {
    expect(task).toMatchObject({ ts: 1_000, dur: 50_000 });
    expect(otherTask).toMatchObject({ ts: 1_000, dur: 3_000 });
  });

  it("moves what ran inside the task in proportion, so it stays inside and in order", () => {
    expect(call).toMatchObject({ ts: 11_000, dur: 20_000 });
    expect(request!.ts).toBe(41_000);
    expect(otherLayout).toMatchObject({ ts: 2_000, dur: 1_000 });
  });

  it("leaves a task that never waited, what comes after a task, and what comes before it as they were", () => {
    expect(later).toMatchObject({ ts: 150_000, dur: 10_000 });
    expect(navigationStart!.ts).toBe(500);
  });
});
