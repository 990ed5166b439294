import { logEvent, type Logger } from "~/lib/log.server";

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

/** How many reports the server keeps for the operator console; older ones are dropped. */
export const SECURITY_EVENT_LIMIT = 200;

export interface SecurityEventLog {
  /** Keeps `event` (dropping the oldest beyond the limit) and writes one log line for it. */
  record(event: SecurityEvent): void;
  /** The kept events, oldest first, as a copy. */
  recent(): SecurityEvent[];
}

/** A bounded in-memory log: the last `limit` events, one `warn` line each on stderr. */
export function createSecurityEventLog(limit: number = SECURITY_EVENT_LIMIT, log: Logger = logEvent): SecurityEventLog {
  // A ring: `next` is where the next event goes once the buffer is full.
  const events: SecurityEvent[] = [];
  let next = 0;
  return {
    record(event) {
      if (events.length < limit) events.push(event);
      else events[next] = event;
      next = (next + 1) % limit;
      log("warn", { event: "security.report", ...event });
    },
    recent() {
      return events.length < limit ? [...events] : [...events.slice(next), ...events.slice(0, next)];
    },
  };
}

/** The server's one security event log (per process, like the page cache). */
export const securityEventLog = createSecurityEventLog();
