/**
 * Product rule (docs/architecture.md): text sanitising: a non-string yields an empty string; angle brackets, the
 * `javascript:` prefix and inline event-handler prefixes (`onerror=`, `onclick =`…) are removed;
 * the result is trimmed. Applied to everything a visitor types before it is used or stored.
 */
export function sanitizeText(input: unknown): string {
  if (typeof input !== "string") return "";
  let text = input;
  // Repeat until stable, so removing one piece cannot assemble another (`javajavascript:script:`).
  for (let previous = ""; previous !== text;) {
    previous = text;
    text = text
      .replace(/[<>]/g, "")
      .replace(/javascript\s*:/gi, "")
      .replace(/\bon[a-z]+\s*=/gi, "");
  }
  return text.trim();
}

/**
 * Product rule (docs/architecture.md): URL check for redirects: a path with exactly one leading slash is allowed; `//host`
 * never is. Otherwise the URL must be http(s) on a host in `allowedHosts`, or, when that list is
 * empty, on `origin` itself.
 */
export function isAllowedUrl(
  url: unknown,
  { allowedHosts = [], origin }: { allowedHosts?: readonly string[]; origin?: string } = {},
): boolean {
  if (typeof url !== "string" || url.trim() !== url || url === "") return false;
  if (url.startsWith("/")) return !url.startsWith("//") && !url.startsWith("/\\");
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return false;
  if (allowedHosts.length > 0) return allowedHosts.some((host) => host.toLowerCase() === parsed.host.toLowerCase());
  return origin !== undefined && URL.canParse(origin) && new URL(origin).origin === parsed.origin;
}

/** Every text value of a submitted form through sanitizeText (files are dropped: no form takes one). */
export function sanitizeFormData(formData: FormData): FormData {
  const clean = new FormData();
  for (const [name, value] of formData) if (typeof value === "string") clean.append(name, sanitizeText(value));
  return clean;
}
