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

  it("removes the javascript: prefix, in any case", () => {
    expect(sanitizeText("javascript:alert(1)")).toBe("alert(1)");
    expect(sanitizeText("JaVaScRiPt:alert(1)")).toBe("alert(1)");
  });

  it("keeps prose that only looks like the scheme: a space inside it or before the colon makes it none", () => {
    for (const prose of ["Java script: the basics", "Learn Java Script: part 2", "javascript : a language", "Java\u3000script:"]) {
      expect(sanitizeText(prose)).toBe(prose);
    }
  });

  it("removes inline event-handler prefixes", () => {
    expect(sanitizeText("<img src=x onerror=alert(1)>")).toBe("img src=x alert(1)");
    expect(sanitizeText("onclick = steal()")).toBe("steal()");
  });

  it("removes any attribute named on… by its pattern, event names no list knows included", () => {
    for (const name of ["oncontentvisibilityautostatechange", "onstart", "onbeforexrselect", "onfencedtreeclick", "onsomethingnew"]) {
      expect(sanitizeText(`<div ${name}=alert(1)>`), name).toBe("div alert(1)");
      expect(sanitizeText(`x" ${name.toUpperCase()} = alert(1)`), name).toBe('x"  alert(1)');
    }
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
    ["words starting with 'on' before '=', which text cannot tell from an attribute", "once=1, online = yes", "1,  yes"],
    ["nothing of 'on' words without '=', nor of 'on' alone", "based on = 2, once upon, button=3", "based on = 2, once upon, button=3"],
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

  it("refuses every Unicode space and separator, C1 control and invisible format character (U+3000 broke the Location header)", () => {
    const allowedHosts = ["pay.launchyard.example"];
    for (const character of [
      "\u3000",
      "\u00a0",
      "\u1680",
      "\u2007",
      "\u205f",
      "\u2028",
      "\u2029",
      "\u0085",
      "\u009f",
      "\u200b",
      "\u200e",
      "\u202e",
      "\u2066",
      "\ufeff",
      "\u00ad",
      " ",
    ]) {
      const shown = `U+${character.codePointAt(0)!.toString(16).toUpperCase()}`;
      expect(isAllowedUrl(`/${character}/x`), shown).toBe(false);
      expect(isAllowedUrl(`/pricing${character}`), shown).toBe(false);
      expect(isAllowedUrl(`https://pay.launchyard.example/${character}`, { allowedHosts }), shown).toBe(false);
    }
  });

  it("allows other characters a path may hold (the Location encodes them)", () => {
    expect(isAllowedUrl("/caf\u00e9")).toBe(true);
    expect(isAllowedUrl("/\u65e5\u672c?q=\u20ac")).toBe(true);
  });

  it("refuses other schemes and junk", () => {
    for (const url of ["javascript:alert(1)", "data:text/html,hi", "mailto:a@b.c", "", " /home", "not a url", 42, null]) {
      expect(isAllowedUrl(url, { origin, allowedHosts: ["xchangekit.example"] })).toBe(false);
    }
  });
});
