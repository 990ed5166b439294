import { createImageUrlBuilder } from "@sanity/image-url";
import { describe, expect, it } from "vitest";
import { imageView, imageViewAt } from "~/lib/cms/queries/fragments";
import { IMAGE_WIDTHS, responsiveImage } from "~/lib/cms/images";

const url = "https://cdn.sanity.io/images/abc123/production/0a1b2c3d-2000x1000.png";
const builder = createImageUrlBuilder({ projectId: "abc123", dataset: "production" });
const params = (address: string) => Object.fromEntries(new URL(address).searchParams);

describe("CMS images: every size from the editor's crop and hotspot", () => {
  it("gives a Sanity CDN image a srcset of resized, auto-format versions, never wider than the original", () => {
    const image = responsiveImage({ alt: "The surf bar", url, width: 2000, height: 1000 });
    expect(image).toMatchObject({ alt: "The surf bar", width: 2000, height: 1000 });
    expect(params(image.src)).toEqual({ w: "1280", fit: "max", auto: "format" });
    const candidates = image.srcSet!.split(", ");
    expect(candidates.map((candidate) => candidate.split(" ")[1])).toEqual([...IMAGE_WIDTHS.map((width) => `${width}w`), "2000w"]);
    expect(candidates[0]).toBe(`${builder.image(url).width(320).fit("max").auto("format").url()} 320w`);
  });

  it("cuts every size to the crop, and the shown size is the cropped size", () => {
    const crop = { top: 0.1, bottom: 0.1, left: 0.25, right: 0.25 };
    const image = responsiveImage({ alt: "Cropped", url, width: 2000, height: 1000, crop });
    expect({ width: image.width, height: image.height }).toEqual({ width: 1000, height: 800 });
    // rect = left, top, width, height in the original's pixels.
    expect(params(image.src)).toMatchObject({ rect: "500,100,1000,800", w: "1000" });
    expect(image.srcSet!.split(", ").every((candidate) => candidate.includes("rect=500,100,1000,800&"))).toBe(true);
    expect(image.src).toBe(builder.image({ asset: { url }, crop }).width(1000).fit("max").auto("format").url());
  });

  it("in a frame of fixed aspect, keeps the hotspot in view", () => {
    const hotspot = { x: 0.9, y: 0.5, width: 0.1, height: 0.3 };
    const image = responsiveImage({ alt: "Card", url, width: 2000, height: 1000, hotspot }, 1);
    expect({ width: image.width, height: image.height }).toEqual({ width: 1000, height: 1000 });
    // A square from the right-hand side, where the hotspot is, not the centre.
    expect(params(image.src)).toMatchObject({ rect: "1000,0,1000,1000", w: "1000", h: "1000" });
  });

  it("makes a 1200×630 JPEG share version around the hotspot", () => {
    const hotspot = { x: 0.1, y: 0.5, width: 0.1, height: 0.1 };
    const { share } = responsiveImage({ alt: "Share", url, width: 2000, height: 1000, hotspot });
    expect(params(share!)).toEqual({ rect: "0,0,1905,1000", w: "1200", h: "630", fm: "jpg" });
  });

  it("offers the bundled sample's pictures at the widths rendered for them, and any other image as it is", () => {
    expect(responsiveImage({ alt: "Credit flow", url: "/sample-images/blog/credit-flow.webp", width: 1200, height: 630 })).toEqual({
      alt: "Credit flow",
      src: "/sample-images/blog/credit-flow.webp",
      srcSet:
        "/sample-images/blog/credit-flow-480w.webp 480w, /sample-images/blog/credit-flow-960w.webp 960w, /sample-images/blog/credit-flow.webp 1200w",
      width: 1200,
      height: 630,
    });
    // Narrower than a rendered width: only the sizes below its own.
    expect(responsiveImage({ alt: "Banner", url: "/sample-images/banners/a-728x90.webp", width: 728, height: 90 }).srcSet).toBe(
      "/sample-images/banners/a-728x90-480w.webp 480w, /sample-images/banners/a-728x90.webp 728w",
    );
    expect(responsiveImage({ alt: "Avatar", url: "/sample-images/authors/a.webp", width: 256, height: 256 })).toEqual({
      alt: "Avatar",
      src: "/sample-images/authors/a.webp",
      width: 256,
      height: 256,
    });
    for (const other of [
      "https://cdn.sanity.io/images/abc123/production/0a1b2c3d-1000x600.png?dl=",
      "https://example.com/a-1000x1000.png",
      "/brand/mark.svg",
    ]) {
      expect(responsiveImage({ alt: "x", url: other, width: 1000, height: 1000 })).toEqual({
        alt: "x",
        src: other,
        width: 1000,
        height: 1000,
      });
    }
  });

  it("the CMS models build the URLs from what the query returns, crop and hotspot included", () => {
    const stored = { alt: "Listing", url, width: 2000, height: 1000, crop: { top: 0, bottom: 0, left: 0, right: 0.5 }, hotspot: null };
    expect(imageView.parse(stored)).toEqual(responsiveImage(stored));
    expect(imageViewAt(8 / 5).parse(stored)).toEqual(responsiveImage(stored, 8 / 5));
    expect(imageView.safeParse({ ...stored, alt: "" }).success).toBe(false);
  });
});
