import { describe, expect, it, vi } from "vitest";
import { useMockCms } from "../support/loader-harness";

// The generated share card route, reading the product name from the site settings over the mocked Sanity API.
vi.hoisted(() => {
  process.env.SANITY_PROJECT_ID = "mockproject";
  process.env.SANITY_DATASET = "production";
});

const { serveWith } = useMockCms();

/** A PNG's size, from its IHDR chunk. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect([...bytes.slice(1, 4)].map((code) => String.fromCharCode(code)).join("")).toBe("PNG");
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe("/og/card.png", () => {
  it("renders the card a page names as a 1200×630 PNG, and the same bytes again from its cache", async () => {
    const { shareCardUrl } = await import("~/lib/share-card/card-url.server");
    const { loader } = await import("~/routes/og.card[.]png");
    const path = shareCardUrl({ title: "SurfDrift Traffic Exchange", price: "$32,000" });
    const request = () => loader({ request: new Request(`http://localhost${path}`), params: {}, context: {} });
    const response = await request();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Cache-Control")).toMatch(/^public, max-age=86400/);
    const png = new Uint8Array(await response.arrayBuffer());
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(Number(response.headers.get("Content-Length"))).toBe(png.length);
    expect(new Uint8Array(await (await request()).arrayBuffer())).toEqual(png);
  });

  it("draws the product name from the site settings: a renamed product is a new card at the same address", async () => {
    const { shareCardUrl } = await import("~/lib/share-card/card-url.server");
    const { loader } = await import("~/routes/og.card[.]png");
    const path = shareCardUrl({ title: "About LaunchYard" });
    const card = async () =>
      new Uint8Array(await (await loader({ request: new Request(`http://localhost${path}`), params: {}, context: {} })).arrayBuffer());
    const before = await card();
    serveWith((document) => (document._id === "siteSettings" ? { ...document, productName: "TrafficKit" } : document));
    vi.resetModules();
    const { loader: reloaded } = await import("~/routes/og.card[.]png");
    const after = new Uint8Array(
      await (await reloaded({ request: new Request(`http://localhost${path}`), params: {}, context: {} })).arrayBuffer(),
    );
    expect(after).not.toEqual(before);
  });

  it("answers 400 with a reason, and renders nothing, for an address the site did not make", async () => {
    const { loader } = await import("~/routes/og.card[.]png");
    const response = await loader({
      request: new Request("http://localhost/og/card.png?title=XchangeKit+is+closing+down&sig=AAAAAAAAAAAAAAAAAAAAAA"),
      params: {},
      context: {},
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("This share card address is not one the site made.");
  });
});
