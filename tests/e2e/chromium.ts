import { existsSync } from "node:fs";
import type { LaunchOptions } from "@playwright/test";

/**
 * System Chromium, never a downloaded browser: CHROMIUM_PATH, else Debian's /usr/bin/chromium,
 * else Playwright's own (if someone installed it). The flags keep it off this machine's closed network.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = process.env.CHROMIUM_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
  return {
    executablePath,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  };
}
