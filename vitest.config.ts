import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
    environment: "node",
    restoreMocks: true,
    // Tests sign form tokens with this rather than writing a secret file into data/ (the file is tested on its own).
    // The site's SQLite file (view counts, operators) in memory: nothing written into data/.
    env: { FORM_SECRET: "vitest-form-secret", SUBMISSIONS_DB: ":memory:" },
  },
});
