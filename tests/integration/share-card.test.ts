import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import type { cms } from "~/lib/cms/client/cms.server";
import type { shareCardUrl } from "~/lib/share-card/card-url.server";
import type { loader } from "~/routes/og.card[.]png";
import { useMockCms } from "../support/loader-harness";

// The generated share card route, reading the product name from the site settings over the mocked Sanity API.
vi.hoisted(() => {
  process.env.SANITY_PROJECT_ID = "mockproject";
  process.env.SANITY_DATASET = "production";
});

const { serveWith } = useMockCms();

let route: { loader: typeof loader; shareCardUrl: typeof shareCardUrl; cms: typeof cms };
/** The first card the route rendered: its address, response and bytes. */
let first: { path: string; response: Response; png: Uint8Array };

const get = (path: string) => route.loader({ request: new Request(`http://localhost${path}`), params: {}, context: {} });
const bytes = async (response: Response) => new Uint8Array(await response.arrayBuffer());
/** PNGs compared by digest: toEqual compares a card's 40 000-odd bytes one at a time, 0.3 s to over a second under load. */
const digest = (png: Uint8Array) => createHash("sha256").update(png).digest("hex");

// Loading the route (satori, yoga's WebAssembly, resvg's native binding, the CMS client) and the first card (its parse
// of Inter) are CPU work the server does once per process: about 4 s on two busy cores, up to 25 s measured beside
// `stress-ng --cpu 2` and other test runs. Done once here, with room for that, instead of in every test (the tests share
// these modules: the harness resets modules between tests, so each would load them again); each test then does only its
// own work, within the default 5 s (under 2 s beside stress-ng).
beforeAll(async () => {
  const [card, url, client] = await Promise.all([
    import("~/routes/og.card[.]png"),
    import("~/lib/share-card/card-url.server"),
    import("~/lib/cms/client/cms.server"),
  ]);
  route = { loader: card.loader, shareCardUrl: url.shareCardUrl, cms: client.cms };
  const path = route.shareCardUrl({ title: "SurfDrift Traffic Exchange", price: "$32,000" });
  const response = await get(path);
  first = { path, response, png: await bytes(response) };
}, 60_000);

/** A PNG's size, from its IHDR chunk. */
function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  expect([...png.slice(1, 4)].map((code) => String.fromCharCode(code)).join("")).toBe("PNG");
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe("/og/card.png", () => {
  it("renders the card a page names as a 1200×630 PNG, and the same bytes again from its cache", async () => {
    const { response, png } = first;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Cache-Control")).toMatch(/^public, max-age=86400/);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(Number(response.headers.get("Content-Length"))).toBe(png.length);
    expect(digest(await bytes(await get(first.path)))).toBe(digest(png));
  });

  it("draws the product name from the site settings: a renamed product is a new card at the same address", async () => {
    serveWith((document) => (document._id === "siteSettings" ? { ...document, productName: "TrafficKit" } : document));
    // As a publish does; afterwards the sample's settings are read again (the harness resets the handlers).
    route.cms.purge({ _id: "siteSettings", _type: "siteSettings" });
    onTestFinished(() => void route.cms.purge({ _id: "siteSettings", _type: "siteSettings" }));
    const renamed = await get(first.path);
    expect(renamed.status).toBe(200);
    expect(digest(await bytes(renamed))).not.toBe(digest(first.png));
  });

  it("answers 400 with a reason, and renders nothing, for an address the site did not make", async () => {
    const response = await get("/og/card.png?title=XchangeKit+is+closing+down&sig=AAAAAAAAAAAAAAAAAAAAAA");
    expect(response.status).toBe(400);
    expect(await response.text()).toBe("This share card address is not one the site made.");
  });
});
