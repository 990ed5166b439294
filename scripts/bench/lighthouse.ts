/**
 * `npm run lighthouse`: Lighthouse 12.8.2 (the last release that runs on Node 20) in the system
 * Chromium against the production build, mobile form factor with simulated throttling (Lighthouse's
 * defaults), on the pages below. Prints the four category scores and LCP, TBT and CLS per page and
 * exits 1 when a page misses a budget. Builds nothing: run `npm run build` first.
 */
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import { CHROME_PATH, launchChromium, measuredPages } from "./chromium";
import { benchDataset } from "./scale-dataset";
import { describeCheckout, REPO_ROOT, startServer } from "./server";

/** The budgets every page must meet (issue targets): minimum category scores, 0-100. */
export const BUDGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as const;
type Category = keyof typeof BUDGETS;
const CATEGORIES = Object.keys(BUDGETS) as Category[];

const USAGE = `Usage: npm run lighthouse -- [options]   (run \`npm run build\` first)

  --runs <n>      runs per page; the run with the median performance score is reported (default 1)
  --scale <n>     content at n× the sample (default 1)
  --root <dir>    the checkout whose server/index.js and build to run (default: this one)
  --json          print the results as JSON on stdout

Chromium: CHROME_PATH (default /usr/bin/chromium).`;

interface PageResult {
  path: string;
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every run's performance score and TBT, in run order: the budget is met when every run meets it. */
  runs: { performance: number; tbtMs: number }[];
  /** Audits that cost points in a category below its budget. */
  findings: string[];
  missed: Category[];
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: "1" },
      scale: { type: "string", default: "1" },
      root: { type: "string" },
      json: { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const runs = Number(values.runs);
  const scale = Number(values.scale);
  if (!Number.isInteger(runs) || runs < 1 || runs > 5) throw new Error(`--runs must be a whole number from 1 to 5\n\n${USAGE}`);
  if (!Number.isInteger(scale) || scale < 1 || scale > 200) throw new Error(`--scale must be a whole number from 1 to 200\n\n${USAGE}`);
  const root = values.root ?? REPO_ROOT;
  const progress = (message: string) => console.error(message);

  const { documents, env } = benchDataset(scale);
  const pages = measuredPages(documents);

  const server = await startServer({ root, env });
  let chrome: Awaited<ReturnType<typeof launchChromium>> | null = null;
  // Bounded: a page Lighthouse cannot finish stops the run rather than hanging it.
  const giveUp = setTimeout(
    () => {
      console.error("Lighthouse took longer than its time limit: stopping.");
      chrome?.kill();
      void server.stop().finally(() => process.exit(1));
    },
    (pages.length * runs * 120 + 60) * 1000,
  );
  giveUp.unref();
  try {
    chrome = await launchChromium();
    progress(`Server ${server.origin} (${describeCheckout(root)}), Chromium ${CHROME_PATH}; ${pages.length} pages × ${runs} run(s)`);
    const results: PageResult[] = [];
    let version = "";
    for (const path of pages) {
      const reports = [];
      for (let run = 0; run < runs; run++) {
        progress(`Lighthouse ${path}${runs > 1 ? ` (run ${run + 1}/${runs})` : ""}`);
        // On a busy host Chromium now and then drops the trace's navigation start (NO_NAVSTART): that run once more.
        for (let attempt = 1; ; attempt++) {
          const outcome = await lighthouse(`${server.origin}${path}`, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: CATEGORIES,
          });
          if (!outcome) throw new Error(`Lighthouse returned nothing for ${path}`);
          const failure = outcome.lhr.runtimeError;
          if (!failure) {
            reports.push(outcome.lhr);
            break;
          }
          if (attempt === 2) throw new Error(`Lighthouse on ${path}: ${failure.message}`);
          progress(`Lighthouse on ${path}: ${failure.code}; running it again`);
        }
      }
      const everyRun = reports.map((report) => ({
        performance: Math.round((report.categories.performance?.score ?? 0) * 100),
        tbtMs: Math.round(report.audits["total-blocking-time"]?.numericValue ?? NaN),
      }));
      // The median run by performance score, as Lighthouse's own guidance suggests for variance.
      reports.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const lhr = reports[Math.floor(reports.length / 2)]!;
      version = lhr.lighthouseVersion;
      const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Record<
        Category,
        number
      >;
      const missed = CATEGORIES.filter((id) => scores[id] < BUDGETS[id]);
      const findings = missed.flatMap((id) =>
        (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          .filter((audit) => audit && audit.score !== null && audit.score < 1)
          .map((audit) => `${id}: ${audit!.id} (${audit!.title}${audit!.displayValue ? `: ${audit!.displayValue}` : ""})`),
      );
      results.push({
        path,
        scores,
        lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
        tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
        cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
        runs: everyRun,
        findings,
        missed,
      });
    }

    const passed = results.every((result) => result.missed.length === 0);
    if (values.json) {
      console.log(
        JSON.stringify(
          { date: new Date().toISOString(), checkout: describeCheckout(root), scale, budgets: BUDGETS, passed, results },
          null,
          2,
        ),
      );
    } else {
      const header = ["page", "perf", "a11y", "best pr.", "SEO", "LCP s", "TBT ms", "CLS", "every run: perf/TBT ms"];
      const rows = results.map((result) => [
        result.path,
        ...CATEGORIES.map((id) => `${result.scores[id]}${result.scores[id] < BUDGETS[id] ? "!" : ""}`),
        (result.lcpMs / 1000).toFixed(1),
        result.tbtMs.toFixed(0),
        result.cls.toFixed(3),
        result.runs.map((run) => `${run.performance}/${run.tbtMs}`).join(" "),
      ]);
      const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
      const line = (row: string[]) =>
        row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join("  ");
      console.log(
        `\nLighthouse ${version} mobile (simulated throttling), ${new Date().toISOString().slice(0, 10)}; budgets: ` +
          `${CATEGORIES.map((id) => `${id} ≥ ${BUDGETS[id]}`).join(", ")} ("!" = missed)\n`,
      );
      console.log([line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n"));
      for (const result of results.filter((page) => page.findings.length)) {
        console.log(`\n${result.path}:\n${result.findings.map((finding) => `  - ${finding}`).join("\n")}`);
      }
      console.log(passed ? "\nEvery page meets its budgets." : "\nBudgets missed.");
    }
    process.exitCode = passed ? 0 : 1;
  } finally {
    clearTimeout(giveUp);
    chrome?.kill();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
