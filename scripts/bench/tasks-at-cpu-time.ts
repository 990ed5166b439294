/**
 * A Chromium trace as it would have been on a host where the page's threads never waited for a core (decision 083):
 * what `npm run lighthouse` audits beside the trace as measured.
 */
// Lighthouse's trace processing (no `exports` map: the file is its public layout), as `npm run trace` uses it.
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (µs): what `dur` would be had the thread never waited for a core. */
  tdur?: number;
}

/**
 * The trace with every task shortened to the CPU time its thread used in it, and the events inside it moved in
 * proportion (they keep their order and nesting; what follows the task keeps its time). Lighthouse then simulates a
 * phone from the work the page did rather than from how long the host kept the thread waiting.
 */
export function tasksAtCpuTime(trace: { traceEvents: TraceEvent[] }): { traceEvents: TraceEvent[] } {
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of trace.traceEvents) {
    const thread = `${event.pid}:${event.tid}`;
    const events = byThread.get(thread);
    if (events) events.push(event);
    else byThread.set(thread, [event]);
  }
  for (const events of byThread.values()) {
    // An event before the ones it contains: by start, the longer first.
    events.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    events.forEach((task, index) => {
      if (task.ph !== "X" || !TraceProcessor.isScheduleableTask(task) || !task.dur || task.tdur === undefined || task.tdur >= task.dur)
        return;
      const start = task.ts;
      const end = task.ts + task.dur;
      const ratio = task.tdur / task.dur;
      for (let inside = index + 1; inside < events.length && events[inside]!.ts < end; inside++) {
        const event = events[inside]!;
        event.ts = start + (event.ts - start) * ratio;
        if (event.dur !== undefined) event.dur *= ratio;
      }
      task.dur = task.tdur;
    });
  }
  return trace;
}
