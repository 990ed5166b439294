import { describe, expect, it } from "vitest";
import { placeAfter } from "~/lib/place-after";

const page = { sections: [{ _key: "hero" }, { _key: "requirements" }, { _key: "cta" }] } as Parameters<typeof placeAfter>[0];

describe("placeAfter", () => {
  it("puts the content after the section with that key", () => {
    expect(placeAfter(page, "requirements", "packages")).toEqual({ insertAfter: { requirements: "packages" } });
  });

  it("falls back to straight after the header when the section is gone, so the content never vanishes", () => {
    expect(placeAfter(page, "renamed-in-the-studio", "packages")).toEqual({ children: "packages" });
    expect(placeAfter({ sections: null }, "requirements", "packages")).toEqual({ children: "packages" });
  });
});
