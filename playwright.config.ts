import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/e2e/chromium";
import { E2E_FORM_SECRET, E2E_PREVIEW_SECRET, E2E_STRIPE_WEBHOOK_SECRET } from "./tests/e2e/server-secrets";
import { freePort } from "./tests/e2e/free-port";

process.env.E2E_PORT ||= String(await freePort());
while (!process.env.E2E_OUTAGE_PORT || process.env.E2E_OUTAGE_PORT === process.env.E2E_PORT) {
  process.env.E2E_OUTAGE_PORT = String(await freePort());
}
while (!process.env.E2E_EDITED_PORT || [process.env.E2E_PORT, process.env.E2E_OUTAGE_PORT].includes(process.env.E2E_EDITED_PORT)) {
  process.env.E2E_EDITED_PORT = String(await freePort());
}
const port = process.env.E2E_PORT;
// Chosen once, like the ports: worker processes read the same file (tests/e2e/admin.spec.ts creates an operator in it).
process.env.E2E_SUBMISSIONS_DB ||= join(tmpdir(), `xchangekit-e2e-${port}-${Date.now()}.db`);
const submissionsDb = process.env.E2E_SUBMISSIONS_DB;
// The server's file outbox (no SMTP_URL): the tests read the messages it writes (tests/e2e/waitlist-optin.spec.ts).
process.env.E2E_MAIL_OUTBOX_DIR ||= join(tmpdir(), `xchangekit-e2e-outbox-${port}-${Date.now()}`);
const baseURL = `http://127.0.0.1:${port}`;
const outagePort = process.env.E2E_OUTAGE_PORT;
const editedPort = process.env.E2E_EDITED_PORT;
const editedDataset = join(tmpdir(), `xchangekit-e2e-edited-${editedPort}.ndjson`);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // Waits on a condition (a locator, expect.poll) may take this long on a busy machine; nothing is timed.
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: chromiumLaunchOptions(),
    trace: "retain-on-failure",
  },
  webServer: [
    // The production build (`npm run build` runs first in `npm test`) on the bundled sample content.
    {
      command: "node server/index.js",
      // Ready once the warm-up after listening (the search index) is done.
      url: `${baseURL}/readyz`,
      env: {
        HOST: "127.0.0.1",
        PORT: port,
        NODE_ENV: "production",
        SANITY_PROJECT_ID: "",
        // A fresh submissions database per run, outside the project (the admin tests create an operator in it).
        SUBMISSIONS_DB: submissionsDb,
        // Signs the operators' sessions (tests/e2e/admin.spec.ts).
        SESSION_SECRET: "e2e-session-secret-for-the-admin-console",
        // Signs form tokens and the links in messages; known to the tests, which make an unsubscribe link with it.
        FORM_SECRET: E2E_FORM_SECRET,
        MAIL_OUTBOX_DIR: process.env.E2E_MAIL_OUTBOX_DIR,
        // Pages showing view counts are rendered again a second after a view is counted (tests/e2e/admin.spec.ts).
        VIEW_COUNTS_REFRESH_SECONDS: "1",
        // No minimum fill time, so no test waits on a clock; the too-fast check is tested with a
        // fixed clock in tests/integration/forms.test.ts and tests/unit/spam-and-rate-limit.test.ts.
        FORM_MIN_FILL_MS: "0",
        // Sample mode accepts this as the Studio's preview secret (tests/e2e/preview.spec.ts).
        PREVIEW_SECRET: E2E_PREVIEW_SECRET,
        // The tests sign payment events with it, as Stripe does (tests/e2e/payments.spec.ts).
        STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
        // The tests stand in for one proxy: each describe block that posts forms names its own client
        // in X-Forwarded-For, so rate limits (keyed on the client) do not carry over between tests.
        TRUST_PROXY: "1",
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // The same build with a Sanity project configured whose every query fails (tests/mocks/dev-preload.ts,
    // MOCKS=outage): a CMS outage on a cold start, for tests/e2e/outage.spec.ts.
    {
      command: "node --import tsx --import ./tests/mocks/dev-preload.ts server/index.js",
      url: `http://127.0.0.1:${outagePort}/about`,
      env: {
        HOST: "127.0.0.1",
        PORT: outagePort,
        NODE_ENV: "production",
        MOCKS: "outage",
        CMS_TIMEOUT_MS: "2000",
        SUBMISSIONS_DB: join(tmpdir(), `xchangekit-e2e-outage-${outagePort}-${Date.now()}.db`),
        FORM_MIN_FILL_MS: "0",
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // The same build on a copy of the sample as editors changed it: a price, labels, headings (tests/e2e/edited-dataset.ts).
    {
      command: `node --import tsx tests/e2e/edited-dataset.ts ${editedDataset} && node server/index.js`,
      url: `http://127.0.0.1:${editedPort}/pricing`,
      env: {
        HOST: "127.0.0.1",
        PORT: editedPort,
        NODE_ENV: "production",
        SANITY_PROJECT_ID: "",
        SAMPLE_DATASET_FILE: editedDataset,
        SUBMISSIONS_DB: join(tmpdir(), `xchangekit-e2e-edited-${editedPort}-${Date.now()}.db`),
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
