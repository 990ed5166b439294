/**
 * Characters stored text never keeps: C0 controls other than tab, line feed and carriage return (NUL
 * included), DEL, C1 controls, and the bidirectional overrides and isolates that make text display
 * in another order than it is stored ("Trojan Source").
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** The named character references an obfuscated `javascript:` or tag is written with; others stay as typed. */
const NAMED_REFERENCES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  colon: ":",
  sol: "/",
  equals: "=",
  lpar: "(",
  rpar: ")",
  tab: "\t",
  newline: "\n",
  nbsp: "\u00a0",
};

/** Numeric (`&#106;`, `&#x6A;`) and the named references above, so `&#106;avascript&colon;` is seen for what it is. */
function decodeCharacterReferences(text: string): string {
  return text.replace(/&(?:#(\d{1,7})|#x([\da-f]{1,6})|([a-z]{2,8}));?/gi, (reference, decimal?: string, hex?: string, name?: string) => {
    if (name) return NAMED_REFERENCES[name.toLowerCase()] ?? reference;
    const codePoint = decimal ? Number(decimal) : Number.parseInt(hex ?? "", 16);
    const isScalarValue = codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
    return isScalarValue ? String.fromCodePoint(codePoint) : "";
  });
}

/**
 * `javascript:` as a URL parser reads it: it drops tabs and line breaks anywhere in a URL, but any other character
 * inside the scheme (a space: "Java script:") makes the text no scheme at all, so ordinary prose keeps it.
 */
const JAVASCRIPT_SCHEME = new RegExp(`${[..."javascript"].join("[\\t\\n\\r]*")}[\\t\\n\\r]*:`, "gi");

/**
 * Inline event-handler attributes (`onerror=`, `onclick =`): any attribute named `on` and letters, as browsers
 * name every event handler, so one added next year (`oncontentvisibilityautostatechange`) is caught too. A word
 * such as `once=1` goes with them: text cannot tell it from an attribute.
 */
const EVENT_HANDLER_ATTRIBUTE = /\bon[a-z]+\s*=/gi;

/** `reveal`: compatibility forms folded (NFKC: full-width `ｊａｖａｓｃｒｉｐｔ：`, `＜`) and character references decoded first. */
function removeUnsafe(input: string, reveal: boolean): string {
  let text = input;
  // Repeat until stable, so removing one piece cannot assemble another (`javajavascript:script:`, `&amp;lt;`).
  for (let previous = ""; previous !== text;) {
    previous = text;
    text = (reveal ? decodeCharacterReferences(text.normalize("NFKC")) : text)
      .replace(UNSAFE_CHARACTERS, "")
      .replace(/[<>]/g, "")
      .replace(JAVASCRIPT_SCHEME, "")
      .replace(EVENT_HANDLER_ATTRIBUTE, "");
  }
  return text;
}

/**
 * Product rule (docs/architecture.md): text sanitising: a non-string yields an empty string; angle brackets, the
 * `javascript:` prefix and inline event-handler prefixes (`onerror=`, `onclick =`…) are removed; the result is
 * trimmed. Applied to everything a visitor types before it is used or stored. Stricter than the rule's letter:
 * control characters and bidi overrides are dropped, and what is removed is also found behind character
 * references (`&#106;avascript&colon;`), compatibility forms (full-width letters) and tabs or line breaks.
 * Ordinary text keeps its characters as typed (`™`, `x²`, `AT&amp;T`): only text that hides something is
 * returned in its normalised, decoded form.
 */
export function sanitizeText(input: unknown): string {
  if (typeof input !== "string") return "";
  const cleaned = removeUnsafe(input, false);
  let revealed = cleaned;
  for (let previous = ""; previous !== revealed;) {
    previous = revealed;
    revealed = decodeCharacterReferences(revealed.normalize("NFKC"));
  }
  return (removeUnsafe(revealed, false) === revealed ? cleaned : removeUnsafe(input, true)).trim();
}

/**
 * What no redirect target holds: controls (C0, DEL, C1), every Unicode space and separator (U+3000, NBSP, the line
 * separators), invisible format characters (zero-width spaces, bidi marks) and backslashes. Browsers drop tabs and
 * line breaks from URLs and read a backslash as `/`, so `/\t/evil.example` is `//evil.example`; the others only hide
 * what an address says.
 */
const URL_TRICKS = /[\p{Cc}\p{Cf}\p{Z}\\]/u;

/**
 * Product rule (docs/architecture.md): URL check for redirects: a path with exactly one leading slash is allowed; `//host`
 * never is, nor anything holding a character of URL_TRICKS. Otherwise the URL must be http(s) on a host in
 * `allowedHosts`, or, when that list is empty, on `origin` itself.
 */
export function isAllowedUrl(
  url: unknown,
  { allowedHosts = [], origin }: { allowedHosts?: readonly string[]; origin?: string } = {},
): boolean {
  if (typeof url !== "string" || url === "" || URL_TRICKS.test(url)) return false;
  if (url.startsWith("/")) return !url.startsWith("//");
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
