import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** A line of the site's event log (app/lib/core/log.server.ts writes one JSON object per line on stderr). */
const LOG_EVENT_LINE = /^\{"level":"(info|warn|error)",/;

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    // vitest's default on two cores is one worker (cores - 1), and most of a run waits (CMS faults' timeouts, servers
    // starting, PostgreSQL): two workers keep both cores busy (docs/decisions/055).
    maxWorkers: 2,
    // One PostgreSQL for the storage tests (TEST_DATABASE_URL, else a throwaway cluster of Debian's binaries).
    globalSetup: ["tests/support/postgres-global-setup.ts"],
    restoreMocks: true,
    // A timeout catches a test that hangs; it is not a speed check (docs/decisions/027). Integration tests load the
    // app's modules afresh and run real GROQ, about 1-2 s each on an idle machine and past vitest's default 5 s beside
    // `stress-ng --cpu 2` (five of them failed so). At a load of 15-20 (a CI run beside other work), the longest (the
    // database copy of every table, a flood of 1,000 posts, a warm-up on a faulty CMS) took 30-38 s; 60 s still stops
    // a hung test.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Tests sign form tokens with this rather than writing a secret file into data/ (the file is tested on its own).
    // The site's SQLite file (view counts, operators) in memory: nothing written into data/.
    env: { FORM_SECRET: "vitest-form-secret", SUBMISSIONS_DB: ":memory:" },
    // The site's event log is not printed: the faults tests inject log hundreds of events. A test that checks a log
    // reads it with a spy on console.error, which sees every event before this filter; other output is printed.
    onConsoleLog: (log, type) => !(type === "stderr" && LOG_EVENT_LINE.test(log)),
  },
});
