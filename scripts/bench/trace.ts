/**
 * `npm run trace`: what a phone's main thread does while a page loads. Each page is loaded in a fresh browser context
 * (nothing cached) of the system Chromium at Lighthouse's phone viewport, with the CPU slowed down 4× for real
 * (`Emulation.setCPUThrottlingRate`: what Lighthouse's simulated throttling multiplies its observations by), while a
 * performance trace is recorded. Prints every main-thread task over 50 ms with what it spent its time on, and the
 * blocking time after first contentful paint.
 *
 * Tasks and their kinds (script evaluation, parse/compile, style/layout, GC, …) are Lighthouse's own: its trace
 * processor, as its long-tasks, bootup-time and main-thread-work-breakdown audits use it. Lighthouse's JSON reports
 * those per task too (the long-tasks audit's debugData), but only by kind and one URL per task; this script adds the
 * JavaScript samples of the trace, so a task's script time is split by the file it ran in, each file named by what
 * esbuild bundled into it (React DOM, Remix, our routes). Builds nothing: run `npm run build` first.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
// Lighthouse's trace processing, the code behind its audits (no `exports` map: the files are its public layout).
import TraceGatherer from "lighthouse/core/gather/gatherers/trace.js";
import { MainThreadTasks } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";
import { launchChromium, measuredPages } from "./chromium";
import { readCommandLine } from "./command-line";
import { benchDataset } from "./scale-dataset";
import { describeCheckout, REPO_ROOT, startServer } from "./server";

const USAGE = `Usage: npm run trace -- [options]   (run \`npm run build\` first)

  --page <path>   a page to load (repeatable; default: the pages \`npm run lighthouse\` measures)
  --runs <n>      loads per page (default 3)
  --cpu <n>       CPU slowdown (default 4, Lighthouse's phone); with 1, blocking is also estimated from each task's
                  CPU time × 4, as Lighthouse's simulation does, which a busy host does not lengthen
  --scale <n>     content at n× the sample (default 1)
  --root <dir>    the checkout whose server/index.js and build to run (default: this one)
  --json          print the tasks as JSON on stdout
  --save <dir>    also write each load's trace there (open it in Chromium DevTools' Performance panel)

Chromium: CHROME_PATH (default /usr/bin/chromium).`;

/** Lighthouse's phone (its default mobile screen emulation). */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 };
const LONG_TASK_MS = 50;
/** Lighthouse's simulated CPU slowdown on a phone. */
const LIGHTHOUSE_SLOWDOWN = 4;
/** How long after the network is idle the page's main thread must be quiet before the trace stops. */
const QUIET_MS = 1000;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event (µs): unlike `dur`, not lengthened by other processes taking the core. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown> };
}
interface TaskNode {
  event: TraceEvent;
  children: TaskNode[];
  parent?: TaskNode;
  startTime: number;
  endTime: number;
  duration: number;
  selfTime: number;
  attributableURLs: string[];
  group: { id: string; label: string };
}

interface LongTask {
  /** ms from navigation start */
  start: number;
  duration: number;
  /** The main thread's CPU time in the task. */
  cpuMs: number;
  /** What the task was: its longest direct piece of work (e.g. "v8.evaluateModule", "FunctionCall") and its file. */
  kind: string;
  /** Lighthouse's task groups (Script Evaluation, Style & Layout, …) → ms of self time. */
  groups: Record<string, number>;
  /** JavaScript samples inside the task: file (or "(garbage collector)", "(program)") → ms. */
  scripts: Record<string, number>;
}
interface Load {
  path: string;
  run: number;
  fcpMs: number;
  /** Sum over tasks after first contentful paint of (duration − 50 ms), the part after FCP counted. */
  blockingMs: number;
  /**
   * With `--cpu 1` only (a throttled thread's CPU time includes the throttling): the same from each task's CPU time × 4,
   * as Lighthouse's simulation multiplies what it observes, but not lengthened by other processes taking the core.
   */
  cpuBlockingMs: number | null;
  mainThreadMs: number;
  /** CPU time of the main thread's tasks (with `--cpu 1`, not lengthened by a busy host). */
  mainThreadCpuMs: number;
  /** Lighthouse's task groups → the main thread's own CPU time in them over the whole load, ms. */
  cpuByGroup: Record<string, number>;
  /** JavaScript samples over the whole load: file → ms (at the slowdown). */
  samplesByFile: Record<string, number>;
  longTasks: LongTask[];
}

/** Names a built file by what esbuild put in it: its biggest packages or "app" (from build/metafile.js.json). */
function fileNamer(root: string): (url: string) => string {
  const metafile = JSON.parse(readFileSync(join(root, "build", "metafile.js.json"), "utf8")) as {
    outputs: Record<string, { inputs: Record<string, { bytesInOutput: number }> }>;
  };
  return (url) => {
    if (!url) return "(no file)";
    const { pathname } = new URL(url);
    const output = metafile.outputs[join("public", pathname)];
    const file = pathname.split("/").pop() || pathname;
    if (!output) return pathname === "/" || !pathname.includes(".") ? `${pathname} (the page)` : file;
    // esbuild's runtime (__commonJS, __toESM): a module it wraps is compiled lazily when first called, in its frame.
    if (!Object.keys(output.inputs).length) return `${file} [esbuild runtime: compiling the CommonJS modules it calls]`;
    const bytes = new Map<string, number>();
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const owner = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1] ?? "app";
      bytes.set(owner, (bytes.get(owner) ?? 0) + bytesInOutput);
    }
    const owners = [...bytes].sort((a, b) => b[1] - a[1]).filter(([, size], index) => index === 0 || size > 2000);
    return `${file} [${owners
      .slice(0, 3)
      .map(([owner]) => owner)
      .join(", ")}]`;
  };
}

/** ms of JavaScript samples per file between two trace timestamps (µs), from the trace's CPU profile chunks. */
function sampleAttribution(events: TraceEvent[], pid: number, tid: number, nameFile: (url: string) => string) {
  const samples: { ts: number; ms: number; file: string }[] = [];
  const profiles = new Map<string, { time: number; urls: Map<number, string>; last?: { ts: number; file: string } }>();
  for (const event of events) {
    // The profile starts on the thread it samples; its chunks come from the sampling thread, matched by id.
    if (event.pid !== pid || !event.id || (event.name === "Profile" && event.tid !== tid)) continue;
    const data = event.args?.data as
      | {
          startTime?: number;
          cpuProfile?: { nodes?: { id: number; callFrame: { url: string; functionName: string } }[]; samples?: number[] };
          timeDeltas?: number[];
        }
      | undefined;
    if (event.name === "Profile") profiles.set(event.id, { time: data?.startTime ?? event.ts, urls: new Map() });
    if (event.name !== "ProfileChunk") continue;
    const profile = profiles.get(event.id);
    if (!profile || !data) continue;
    for (const node of data.cpuProfile?.nodes ?? []) {
      profile.urls.set(node.id, node.callFrame.url ? nameFile(node.callFrame.url) : node.callFrame.functionName || "(native)");
    }
    const ids = data.cpuProfile?.samples ?? [];
    ids.forEach((id, index) => {
      profile.time += data.timeDeltas?.[index] ?? 0;
      // A sample stands for the time until the next one.
      if (profile.last) samples.push({ ts: profile.last.ts, ms: (profile.time - profile.last.ts) / 1000, file: profile.last.file });
      profile.last = { ts: profile.time, file: profile.urls.get(id) ?? "(unknown)" };
    });
  }
  return (from: number, to: number) => {
    const files: Record<string, number> = {};
    for (const sample of samples) {
      if (sample.ts < from || sample.ts >= to || sample.file === "(idle)") continue;
      files[sample.file] = (files[sample.file] ?? 0) + sample.ms;
    }
    return files;
  };
}

function describeTask(task: TaskNode, nameFile: (url: string) => string): string {
  const longest = [...task.children].sort((a, b) => b.duration - a.duration)[0];
  if (!longest) return task.event.name;
  const data = longest.event.args?.data as { url?: string; functionName?: string; type?: string } | undefined;
  const detail = data?.url ? ` ${nameFile(data.url)}` : data?.type ? ` ${data.type}` : "";
  return `${longest.event.name}${detail}`;
}

function cpuByGroup(task: TaskNode, into: Record<string, number> = {}): Record<string, number> {
  const own = (task.event.tdur ?? 0) - task.children.reduce((sum, child) => sum + (child.event.tdur ?? 0), 0);
  into[task.group.label] = (into[task.group.label] ?? 0) + Math.max(0, own) / 1000;
  for (const child of task.children) cpuByGroup(child, into);
  return into;
}

function selfTimeByGroup(task: TaskNode, into: Record<string, number> = {}): Record<string, number> {
  into[task.group.label] = (into[task.group.label] ?? 0) + task.selfTime;
  for (const child of task.children) selfTimeByGroup(child, into);
  return into;
}

async function traceLoad(
  browser: Awaited<ReturnType<typeof chromium.connectOverCDP>>,
  url: string,
  cpuSlowdown: number,
): Promise<TraceEvent[]> {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    const categories = [...TraceGatherer.getDefaultTraceCategories(), "disabled-by-default-v8.cpu_profiler"].filter(
      (category) => category !== "disabled-by-default-devtools.screenshot",
    );
    const events: TraceEvent[] = [];
    session.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    await session.send("Tracing.start", { categories: categories.join(","), options: "sampling-frequency=10000" });
    await page.goto(url, { waitUntil: "networkidle" });
    // Hydration runs in a transition after load: wait until the main thread has been idle for a while.
    // A string, not a function: tsx would wrap a function's inner functions in a helper the page does not have.
    await page.evaluate(`new Promise((resolve) => {
      let last = performance.now();
      const check = (deadline) => {
        if (deadline.timeRemaining() < 40) last = performance.now();
        if (performance.now() - last >= ${QUIET_MS}) resolve();
        else requestIdleCallback(check);
      };
      requestIdleCallback(check);
    })`);
    const complete = new Promise<void>((resolve) => session.once("Tracing.tracingComplete", () => resolve()));
    await session.send("Tracing.end");
    await complete;
    return events;
  } finally {
    await context.close();
  }
}

/** Lighthouse's total blocking time: of each task that ends after FCP, the part after FCP beyond 50 ms. */
function blockingAfter(fcpMs: number, tasks: TaskNode[], durationOf: (task: TaskNode) => number): number {
  return tasks.reduce((sum, task) => {
    if (task.endTime <= fcpMs) return sum;
    const duration = durationOf(task);
    // The share of the task after FCP, in the task's own measure.
    const afterFcp = task.startTime >= fcpMs ? duration : (duration * (task.endTime - fcpMs)) / task.duration;
    return sum + Math.max(0, afterFcp - LONG_TASK_MS);
  }, 0);
}

function analyse(path: string, run: number, events: TraceEvent[], nameFile: (url: string) => string, cpuSlowdown: number): Load {
  const processed = TraceProcessor.processTrace({ traceEvents: events }) as {
    mainThreadEvents: TraceEvent[];
    frames: { id: string; url: string }[];
    timestamps: { timeOrigin: number; traceEnd: number };
    timeOriginEvt: TraceEvent;
  };
  const navigation = TraceProcessor.processNavigation(processed as never) as { timestamps: { firstContentfulPaint: number } };
  const tasks = (
    MainThreadTasks.getMainThreadTasks(
      processed.mainThreadEvents as never,
      processed.frames,
      processed.timestamps.traceEnd,
      processed.timestamps.timeOrigin,
    ) as unknown as TaskNode[]
  ).filter((task) => !task.parent);
  const main = processed.mainThreadEvents[0]!;
  const samplesBetween = sampleAttribution(events, main.pid, main.tid, nameFile);
  const origin = processed.timestamps.timeOrigin;
  const fcpMs = (navigation.timestamps.firstContentfulPaint - origin) / 1000;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  const roundAll = (record: Record<string, number>) =>
    Object.fromEntries(
      Object.entries(record)
        .filter(([, ms]) => ms >= 0.5)
        .sort((a, b) => b[1] - a[1])
        .map(([key, ms]) => [key, round(ms)]),
    );
  return {
    path,
    run,
    fcpMs: round(fcpMs),
    blockingMs: round(blockingAfter(fcpMs, tasks, (task) => task.duration)),
    cpuBlockingMs:
      cpuSlowdown === 1 ? round(blockingAfter(fcpMs, tasks, (task) => (LIGHTHOUSE_SLOWDOWN * (task.event.tdur ?? 0)) / 1000)) : null,
    mainThreadMs: round(tasks.reduce((sum, task) => sum + task.duration, 0)),
    mainThreadCpuMs: round(tasks.reduce((sum, task) => sum + (task.event.tdur ?? 0) / 1000, 0)),
    cpuByGroup: roundAll(tasks.reduce<Record<string, number>>((into, task) => cpuByGroup(task, into), {})),
    samplesByFile: roundAll(samplesBetween(origin, Number.POSITIVE_INFINITY)),
    longTasks: tasks
      .filter((task) => task.duration > LONG_TASK_MS)
      .map((task) => ({
        start: round(task.startTime),
        duration: round(task.duration),
        cpuMs: round((task.event.tdur ?? 0) / 1000),
        kind: describeTask(task, nameFile),
        groups: roundAll(selfTimeByGroup(task)),
        scripts: roundAll(samplesBetween(origin + task.startTime * 1000, origin + task.endTime * 1000)),
      })),
  };
}

function print(load: Load, runs: number): void {
  const list = (record: Record<string, number>) =>
    Object.entries(record)
      .map(([key, ms]) => `${key} ${ms.toFixed(0)}`)
      .join(", ");
  console.log(
    `\n${load.path}${runs > 1 ? ` (load ${load.run})` : ""}: blocking after FCP ${load.blockingMs.toFixed(0)} ms ` +
      `${load.cpuBlockingMs === null ? "" : `(${load.cpuBlockingMs.toFixed(0)} ms from CPU time × 4), `}` +
      `FCP ${load.fcpMs.toFixed(0)} ms, main thread ${load.mainThreadMs.toFixed(0)} ms (CPU ${load.mainThreadCpuMs.toFixed(0)} ms), ` +
      `${load.longTasks.length} long task(s)`,
  );
  console.log(`  CPU by kind:        ${list(load.cpuByGroup)}`);
  console.log(`  JavaScript samples: ${list(load.samplesByFile)}`);
  for (const task of load.longTasks) {
    console.log(
      `  at ${task.start.toFixed(0).padStart(5)} ms  ${task.duration.toFixed(0).padStart(4)} ms (CPU ${task.cpuMs.toFixed(0)})  ${task.kind}`,
    );
    console.log(`      kinds:   ${list(task.groups)}`);
    if (Object.keys(task.scripts).length) console.log(`      samples: ${list(task.scripts)}`);
  }
}

async function main(): Promise<void> {
  const { values, whole } = readCommandLine(USAGE, {
    page: { type: "string", multiple: true },
    runs: { type: "string", default: "3" },
    cpu: { type: "string", default: "4" },
    scale: { type: "string", default: "1" },
    root: { type: "string" },
    json: { type: "boolean", default: false },
    save: { type: "string" },
  });
  const runs = whole("runs", 1, 10);
  const cpuSlowdown = Number(values.cpu);
  if (!(cpuSlowdown >= 1 && cpuSlowdown <= 20)) throw new Error(`--cpu must be from 1 to 20\n\n${USAGE}`);
  const scale = whole("scale", 1, 200);
  const root = values.root ?? REPO_ROOT;

  const { documents, env } = benchDataset(scale);
  const pages = values.page?.length ? values.page : measuredPages(documents);
  const nameFile = fileNamer(root);
  const server = await startServer({ root, env });
  let chrome: Awaited<ReturnType<typeof launchChromium>> | null = null;
  try {
    chrome = await launchChromium();
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    console.error(
      `Server ${server.origin} (${describeCheckout(root)}); ${pages.length} pages × ${runs} load(s), CPU ${cpuSlowdown}× slower`,
    );
    const loads: Load[] = [];
    for (const path of pages) {
      for (let run = 1; run <= runs; run++) {
        let load: Load | undefined;
        // A trace now and then misses its navigation's events (Chromium drops a buffer on a busy host): load again.
        for (let attempt = 1; !load; attempt++) {
          const events = await traceLoad(browser, `${server.origin}${path}`, cpuSlowdown);
          if (values.save) {
            mkdirSync(values.save, { recursive: true });
            writeFileSync(join(values.save, `${path.replace(/\W+/g, "_")}-${run}.json`), JSON.stringify({ traceEvents: events }));
          }
          try {
            load = analyse(path, run, events, nameFile, cpuSlowdown);
          } catch (error) {
            if (attempt === 3) throw error;
            console.error(`${path}: ${error instanceof Error ? error.message : error}; loading it again`);
          }
        }
        loads.push(load);
        if (!values.json) print(load, runs);
      }
    }
    if (values.json)
      console.log(JSON.stringify({ date: new Date().toISOString(), checkout: describeCheckout(root), cpuSlowdown, loads }, null, 2));
    else {
      console.log("\nBlocking after FCP, ms, each load: as measured | from CPU time × 4 (--cpu 1 only)");
      for (const path of pages) {
        const mine = loads.filter((load) => load.path === path);
        const column = (pick: (load: Load) => number | null) => mine.map((load) => (pick(load)?.toFixed(0) ?? "-").padStart(5)).join(" ");
        console.log(`  ${path.padEnd(60)} ${column((load) => load.blockingMs)} | ${column((load) => load.cpuBlockingMs)}`);
      }
    }
    await browser.close();
  } finally {
    chrome?.kill();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
