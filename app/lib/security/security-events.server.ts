import { logEvent, type Logger } from "~/lib/core/log.server";

/** One report of something a browser refused or a page found suspicious, as the site keeps it. */
export interface SecurityEvent {
  /** When the site received it (ISO 8601). */
  receivedAt: string;
  /** Who sent it: a browser's CSP report (`report-uri`), the Reporting API (`report-to`), or the page's own security log. */
  source: "csp-report" | "reporting-api" | "page";
  /** What happened: `csp-violation`, `untrusted-script`, `untrusted-iframe`… */
  kind: string;
  /** The page it happened on. */
  pageUrl?: string;
  /** What was refused or added: a script's, frame's or resource's address (or `inline`, `eval`). */
  blockedUrl?: string;
  /** The CSP directive that refused it. */
  directive?: string;
  /** The start of the refused code, when the browser sends one, or the script's file and line. */
  sample?: string;
}

export interface SecurityEventLog {
  /** Writes one log line for `event`, where the operator's log collection finds it. */
  record(event: SecurityEvent): void;
}

/** The log of security events: one `warn` line each on stderr, kept nowhere else (a restart would lose it anyway). */
export function createSecurityEventLog(log: Logger = logEvent): SecurityEventLog {
  return {
    record(event) {
      log("warn", { event: "security.report", ...event });
    },
  };
}

/** The server's one security event log. */
export const securityEventLog = createSecurityEventLog();
