import type { AppLoadContext } from "@remix-run/node";
import { createRateLimiter } from "~/lib/security/rate-limit.server";
import { BodyTooLargeError, readTextBody } from "~/lib/security/body.server";
import { clientAddressOf } from "~/lib/security/client-address.server";
import { securityEventLog, type SecurityEvent, type SecurityEventLog } from "~/lib/security/security-events.server";

/** A browser's report is a few hundred bytes; a batch of them fits well within this. */
export const SECURITY_REPORT_MAX_BYTES = 8 * 1024;
/** Reports one client may send per minute: a page view sends at most a handful (security-log.client.ts). */
export const SECURITY_REPORTS_PER_MINUTE = 30;
/** Entries kept from one request body; a batch beyond it is cut. */
const ENTRIES_PER_REQUEST = 20;
/** Longest text kept of any one field (URLs, samples). */
const FIELD_CHARACTERS = 300;

/** `report-uri` (application/csp-report), `report-to` (application/reports+json), the page's own log (application/json). */
const ACCEPTED_TYPES = new Set(["application/csp-report", "application/reports+json", "application/json"]);

type ReportFields = Omit<SecurityEvent, "receivedAt">;

function text(value: unknown): string | undefined {
  if (typeof value === "number") return String(value);
  return typeof value === "string" && value !== "" ? value.slice(0, FIELD_CHARACTERS) : undefined;
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/** `{"csp-report": {...}}`, the body of `report-uri`. */
function fromCspReport(body: unknown): ReportFields[] {
  const report = record(record(body)?.["csp-report"]);
  if (!report) return [];
  const file = text(report["source-file"]);
  return [
    {
      source: "csp-report",
      kind: "csp-violation",
      pageUrl: text(report["document-uri"]),
      blockedUrl: text(report["blocked-uri"]),
      directive: text(report["effective-directive"]) ?? text(report["violated-directive"]),
      sample: text(report["script-sample"]) ?? (file && `${file}:${text(report["line-number"]) ?? "?"}`),
    },
  ];
}

/** `[{type, url, body}]`, a batch of the Reporting API (`report-to`). */
function fromReportingApi(body: unknown): ReportFields[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((item): ReportFields[] => {
    const report = record(item);
    const type = text(report?.type);
    if (!report || !type) return [];
    const details = record(report.body) ?? {};
    const file = text(details.sourceFile);
    return [
      {
        source: "reporting-api",
        kind: type,
        pageUrl: text(details.documentURL) ?? text(report.url),
        blockedUrl: text(details.blockedURL),
        directive: text(details.effectiveDirective),
        sample: text(details.sample) ?? (file && `${file}:${text(details.lineNumber) ?? "?"}`),
      },
    ];
  });
}

/** `{kind, pageUrl?, blockedUrl?, directive?, sample?}` (or a list of them) from the page's security log. */
function fromPage(body: unknown): ReportFields[] {
  return (Array.isArray(body) ? body : [body]).flatMap((item): ReportFields[] => {
    const entry = record(item);
    const kind = text(entry?.kind);
    if (!entry || !kind) return [];
    return [
      {
        source: "page",
        kind,
        pageUrl: text(entry.pageUrl),
        blockedUrl: text(entry.blockedUrl),
        directive: text(entry.directive),
        sample: text(entry.sample),
      },
    ];
  });
}

/** The reports a body carries, by its media type; empty when it carries none this site understands. */
export function parseSecurityReports(mediaType: string, body: unknown): ReportFields[] {
  const reports =
    mediaType === "application/csp-report"
      ? fromCspReport(body)
      : mediaType === "application/reports+json"
        ? fromReportingApi(body)
        : // A browser may send either browser format as plain JSON too.
          [...fromCspReport(body), ...fromReportingApi(body), ...(record(body)?.["csp-report"] ? [] : fromPage(body))];
  // Fields a report left out are not kept as `undefined`.
  return reports
    .slice(0, ENTRIES_PER_REQUEST)
    .map((report) => Object.fromEntries(Object.entries(report).filter(([, value]) => value !== undefined)) as ReportFields);
}

function answer(status: number, message?: string, headers: Record<string, string> = {}): Response {
  // Reports are never cached, by a browser, a CDN or the page cache.
  const common = { "Cache-Control": "no-store", ...headers };
  return message === undefined
    ? new Response(null, { status, headers: common })
    : new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...common } });
}

export interface SecurityReportReceiver {
  /** Answers one request to `/api/security-reports` (any method). */
  receive(request: Request, context: AppLoadContext | undefined): Promise<Response>;
}

/**
 * `POST /api/security-reports`: CSP violation reports from browsers and the important entries of the
 * page's security log. Each report is one line of `log`. A
 * client is limited per minute before its body is read; bodies are small, typed and JSON.
 */
export function createSecurityReportReceiver({
  log = securityEventLog,
  perMinute = SECURITY_REPORTS_PER_MINUTE,
  now = () => new Date(),
}: { log?: SecurityEventLog; perMinute?: number; now?: () => Date } = {}): SecurityReportReceiver {
  const limiter = createRateLimiter("security-report", { max: perMinute, windowMs: 60 * 1000 });
  return {
    async receive(request, context) {
      if (request.method !== "POST") return answer(405, "Reports are sent with POST.", { Allow: "POST" });
      const verdict = await limiter.attempt(clientAddressOf(context));
      if (!verdict.allowed) return answer(429, "Too many reports; try again later.", { "Retry-After": String(verdict.retryAfterSeconds) });
      const mediaType = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
      if (!ACCEPTED_TYPES.has(mediaType)) return answer(415, "Send a CSP report or JSON.");
      let body: unknown;
      try {
        body = JSON.parse(await readTextBody(request, SECURITY_REPORT_MAX_BYTES));
      } catch (error) {
        if (error instanceof BodyTooLargeError) return answer(413, "The report is too large.");
        return answer(400, "The report is not JSON.");
      }
      const reports = parseSecurityReports(mediaType, body);
      if (reports.length === 0) return answer(400, "The body carries no report.");
      const receivedAt = now().toISOString();
      for (const report of reports) log.record({ receivedAt, ...report });
      return answer(204);
    },
  };
}

/** The site's one receiver, writing to the server's security event log. */
export const securityReportReceiver = createSecurityReportReceiver();
