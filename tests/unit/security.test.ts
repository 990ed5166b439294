import { describe, expect, it } from "vitest";
import { isAllowedUrl, sanitizeText } from "~/lib/security/sanitize";

describe("sanitizeText (docs/architecture.md, Product rules)", () => {
  it("turns anything that is not a string into an empty string", () => {
    for (const value of [undefined, null, 42, {}, ["<b>"], true]) expect(sanitizeText(value)).toBe("");
  });

  it("removes angle brackets", () => {
    expect(sanitizeText("<script>alert(1)</script>")).toBe("scriptalert(1)/script");
    expect(sanitizeText("5 < 6 > 4")).toBe("5  6  4");
  });

  it("removes the javascript: prefix, in any case and spacing", () => {
    expect(sanitizeText("javascript:alert(1)")).toBe("alert(1)");
    expect(sanitizeText("JaVaScRiPt :alert(1)")).toBe("alert(1)");
  });

  it("removes inline event-handler prefixes", () => {
    expect(sanitizeText("<img src=x onerror=alert(1)>")).toBe("img src=x alert(1)");
    expect(sanitizeText("onclick = steal()")).toBe("steal()");
  });

  it("cannot be tricked into assembling what it removes", () => {
    expect(sanitizeText("javajavascript:script:alert(1)")).toBe("alert(1)");
    expect(sanitizeText("<<script>>")).toBe("script");
  });

  it("finds the javascript: prefix behind tabs, line breaks, character references and full-width letters", () => {
    for (const hidden of [
      "java\tscript:alert(1)",
      "java\nscript:alert(1)",
      "javascript&#58;alert(1)",
      "&#106;avascript:alert(1)",
      "&#x6A;avascript&colon;alert(1)",
      "ｊａｖａｓｃｒｉｐｔ：alert(1)",
      "java\u0000script:alert(1)",
    ]) {
      expect(sanitizeText(hidden)).toBe("alert(1)");
    }
  });

  it.each([
    ["angle brackets and handlers behind references", "&lt;img src=x onerror=alert(1)&gt;", "img src=x alert(1)"],
    ["references encoded twice", "&amp;lt;b&amp;gt;", "b"],
    ["full-width angle brackets", "＜script＞", "script"],
    ["NUL and other control characters", "a\u0000b\u0007c\u007Fd\u0085e", "abcde"],
    ["bidi overrides and isolates", "access\u202E\u2066level\u2069\u202C", "accesslevel"],
    ["nothing of line breaks and tabs", "line one\nline two\tend", "line one\nline two\tend"],
    ["nothing of words that only start with 'on'", "once=1, online = yes, one=two, onset=5", "once=1, online = yes, one=two, onset=5"],
    ["event handlers in any case", "ONLOAD=x and onMouseOver =y", "x and y"],
    ["nothing of ordinary characters with nothing hidden behind them", "AT&amp;T ™ x² ½ …", "AT&amp;T ™ x² ½ …"],
    ["nothing of full-width names", "Ｆｕｌｌ-width names stay", "Ｆｕｌｌ-width names stay"],
  ])("removes %s", (_, input, expected) => {
    expect(sanitizeText(input)).toBe(expected);
  });

  it("trims, and keeps ordinary text intact", () => {
    expect(sanitizeText("  surf ratios 1:1 & credits  ")).toBe("surf ratios 1:1 & credits");
    expect(sanitizeText("one-time offer: $99")).toBe("one-time offer: $99");
  });
});

describe("isAllowedUrl (docs/architecture.md, Product rules)", () => {
  const origin = "https://xchangekit.example";

  it("allows a path with one leading slash", () => {
    expect(isAllowedUrl("/thanks-order?ref=XK-123")).toBe(true);
    expect(isAllowedUrl("/")).toBe(true);
  });

  it("never allows a protocol-relative //host path", () => {
    expect(isAllowedUrl("//evil.example/phish")).toBe(false);
    expect(isAllowedUrl("/\\evil.example")).toBe(false);
  });

  it("refuses tabs, line breaks, other control characters and backslashes, which browsers drop or read as /", () => {
    for (const url of ["/\t/evil.example", "/\n/evil.example", "/\r/evil.example", "/home\\..\\x", "/a\u0000b"]) {
      expect(isAllowedUrl(url)).toBe(false);
    }
    expect(isAllowedUrl("https://pay.launchyard.example/\t", { allowedHosts: ["pay.launchyard.example"] })).toBe(false);
  });

  it("allows only hosts in the allowed list when one is given", () => {
    const allowedHosts = ["pay.launchyard.example"];
    expect(isAllowedUrl("https://pay.launchyard.example/checkout/script-only", { allowedHosts, origin })).toBe(true);
    expect(isAllowedUrl("https://evil.example/checkout", { allowedHosts, origin })).toBe(false);
    expect(isAllowedUrl("https://pay.launchyard.example.evil.example/", { allowedHosts, origin })).toBe(false);
    expect(isAllowedUrl("https://xchangekit.example/home", { allowedHosts, origin })).toBe(false);
  });

  it("falls back to the same origin when no list is given", () => {
    expect(isAllowedUrl("https://xchangekit.example/pricing", { origin })).toBe(true);
    expect(isAllowedUrl("http://xchangekit.example/pricing", { origin })).toBe(false);
    expect(isAllowedUrl("https://other.example/pricing", { origin })).toBe(false);
    expect(isAllowedUrl("https://xchangekit.example/pricing")).toBe(false);
  });

  it("refuses other schemes and junk", () => {
    for (const url of ["javascript:alert(1)", "data:text/html,hi", "mailto:a@b.c", "", " /home", "not a url", 42, null]) {
      expect(isAllowedUrl(url, { origin, allowedHosts: ["xchangekit.example"] })).toBe(false);
    }
  });
});
