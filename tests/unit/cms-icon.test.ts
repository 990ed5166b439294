import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ICON_OPTIONS } from "~/lib/cms/options";

// CmsIcon draws `<use href="icons.svg#<name>">`: a name without its symbol would draw nothing, silently.
const sprite = readFileSync("app/components/ui/icons.svg", "utf8");
const symbols = [...sprite.matchAll(/<symbol\b([^>]*)>([\s\S]*?)<\/symbol>/g)].map(([, attributes, body]) => ({
  id: /\bid="([^"]+)"/.exec(attributes!)?.[1],
  viewBox: /\bviewBox="([^"]+)"/.exec(attributes!)?.[1],
  body: body!,
}));

describe("the icon sprite", () => {
  it("has one symbol for every icon name editors can pick, and no other", () => {
    const names = ICON_OPTIONS.map((option) => option.value);
    expect(symbols.map((symbol) => symbol.id)).toEqual(names);
    expect(names).toEqual(names.toSorted());
  });

  it("draws every symbol on the 24 × 24 grid with the stroke CmsIcon sets, so they look alike beside each other", () => {
    for (const symbol of symbols) {
      expect(symbol.viewBox, symbol.id).toBe("0 0 24 24");
      // Only a filled dot turns the stroke off; no symbol sets its own colour or width.
      expect(symbol.body.match(/stroke(-width)?="[^"]*"/g)?.filter((attribute) => attribute !== 'stroke="none"') ?? [], symbol.id).toEqual(
        [],
      );
      expect(symbol.body, symbol.id).not.toMatch(/fill="(?!currentColor|none)/);
    }
  });
});
