import { SECURITY_REPORTS_PATH } from "./report-endpoint";
import { TRUSTED_HOSTS_META } from "./trusted-hosts";

/**
 * The page's security event log (docs/architecture.md, "Security headers and reports"): what happened
 * in this page view that may be an attack or a breakage, kept in memory (never shown to the visitor). The entries that matter to the
 * operator (a CSP violation, a script or frame from an unknown host) are also sent to the server.
 */
export interface SecurityLogEntry {
  kind: string;
  /** Milliseconds since the epoch. */
  at: number;
  /** The refused or added address, or the error's message. */
  detail?: string;
  /** The CSP directive that refused it. */
  directive?: string;
}

/** Entries kept in memory; the oldest go first. */
export const SECURITY_LOG_LIMIT = 100;
/** Reports one page view sends at most, each different: a broken page cannot flood the server. */
export const REPORTS_PER_PAGE_VIEW = 5;
/** Trusted besides this site, always: Sanity's image CDN. The site settings' trusted hosts are added. */
export const TRUSTED_HOSTS: readonly string[] = ["cdn.sanity.io"];

/** The always-trusted hosts and those of the site settings, as the document shell lists them. */
function trustedHostsOfPage(): string[] {
  const listed = document.querySelector<HTMLMetaElement>(`meta[name="${TRUSTED_HOSTS_META}"]`)?.content ?? "";
  return [...TRUSTED_HOSTS, ...listed.split(" ").filter(Boolean)];
}

/** The kinds sent to the server: `csp-violation`, `untrusted-script`, `untrusted-iframe`. */
const REPORTED_KINDS = /^(csp-violation|untrusted-)/;

/** Whether `url` (resolved against `origin`) is this site or one of `trustedHosts`, over HTTPS. */
export function isTrustedSource(url: string, origin: string, trustedHosts: readonly string[] = TRUSTED_HOSTS): boolean {
  if (!URL.canParse(url, origin)) return false;
  const parsed = new URL(url, origin);
  return parsed.origin === origin || (parsed.protocol === "https:" && trustedHosts.includes(parsed.hostname));
}

/**
 * The log itself, without the browser: `add` keeps an entry (the last `limit`) and hands the
 * important ones to `send`, each distinct one once and at most `reportLimit` per page view.
 */
export function createSecurityLog(
  send: (entry: SecurityLogEntry) => void,
  limit = SECURITY_LOG_LIMIT,
  reportLimit = REPORTS_PER_PAGE_VIEW,
) {
  const entries: SecurityLogEntry[] = [];
  const reported = new Set<string>();
  return {
    add(entry: SecurityLogEntry) {
      if (entries.push(entry) > limit) entries.shift();
      const key = `${entry.kind} ${entry.directive} ${entry.detail}`;
      if (!REPORTED_KINDS.test(entry.kind) || reported.has(key) || reported.size >= reportLimit) return;
      reported.add(key);
      send(entry);
    },
    entries: () => entries.slice(),
  };
}

/** One report to the server, outliving the page if it is closing (`keepalive`). */
function sendReport(entry: SecurityLogEntry): void {
  const body = JSON.stringify({ kind: entry.kind, pageUrl: location.href, blockedUrl: entry.detail, directive: entry.directive });
  fetch(SECURITY_REPORTS_PATH, { method: "POST", keepalive: true, headers: { "Content-Type": "application/json" }, body }).catch(() => {});
}

/**
 * Starts the page's log once: CSP violations, foreign scripts and frames, errors, start and unload. Once per page, not
 * per evaluation of this module: `npm run dev` evaluates it again after a rebuild, and the page already has a log.
 */
export function startSecurityLog(): void {
  if (Object.hasOwn(window, "__securityLog")) return;
  const log = createSecurityLog(sendReport);
  const add = (kind: string, detail?: string, directive?: string) =>
    log.add({ kind, at: Date.now(), detail: detail?.slice(0, 300), directive });
  Object.defineProperty(window, "__securityLog", { get: log.entries });

  document.addEventListener("securitypolicyviolation", (event) => add("csp-violation", event.blockedURI, event.effectiveDirective));
  addEventListener("error", (event) => add("error", event.message));
  addEventListener("unhandledrejection", (event) => add("unhandled-rejection", String(event.reason)));
  addEventListener("pagehide", () => add("unload"));
  // A script or frame added to the page (by an extension, an injected ad, an attacker) from an unknown host.
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      for (const node of mutation.addedNodes) {
        if (!(node instanceof Element)) continue;
        for (const element of [node, ...node.querySelectorAll("script[src],iframe[src]")]) {
          const src = element.getAttribute("src");
          const tag = element.localName;
          if (src && (tag === "script" || tag === "iframe") && !isTrustedSource(src, location.origin, trustedHostsOfPage()))
            add(`untrusted-${tag}`, src);
        }
      }
    }
  }).observe(document.documentElement, { childList: true, subtree: true });
  if (!isSecureContext && !/^(localhost|127\.|\[::1\])/.test(location.hostname)) add("insecure-context", location.origin);
  add("start", location.pathname);
}
