import { expect, it } from "vitest";
import { createImageUrlBuilder } from "@sanity/image-url";
import { IMAGE_WIDTHS, responsiveImage } from "~/lib/images";

it("gives Sanity CDN images a srcset of resized, auto-format versions, never wider than the original", () => {
  const image = responsiveImage({ url: "https://cdn.sanity.io/images/abc123/production/0a1b2c3d-1000x600.png", width: 1000 });
  expect(image.src).toBe("https://cdn.sanity.io/images/abc123/production/0a1b2c3d-1000x600.png?w=1000&fit=max&auto=format");
  const candidates = image.srcSet!.split(", ");
  expect(candidates.map((candidate) => candidate.split(" ")[1])).toEqual(["320w", "480w", "640w", "960w", "1000w"]);
  expect(candidates[0]).toBe("https://cdn.sanity.io/images/abc123/production/0a1b2c3d-1000x600.png?w=320&fit=max&auto=format 320w");
});

it("serves other images (the bundled sample's) as they are", () => {
  expect(responsiveImage({ url: "/sample-images/blog/credit-flow.svg", width: 1200 })).toEqual({
    src: "/sample-images/blog/credit-flow.svg",
  });
});

it("builds the same URLs as @sanity/image-url", () => {
  for (const url of [
    "https://cdn.sanity.io/images/abc123/production/0a1b2c3d-1000x600.png",
    "https://cdn.sanity.io/images/x-k9/staging_2/f00dbabe1234-3000x2000.jpg",
    "https://cdn.sanity.io/images/abc123/production/9e8d7c-400x400.webp",
  ]) {
    const [, projectId, dataset] = /^https:\/\/cdn\.sanity\.io\/images\/([^/]+)\/([^/]+)\//.exec(url)!;
    const builder = createImageUrlBuilder({ projectId: projectId!, dataset: dataset! }).image(url).auto("format").fit("max");
    const width = Number(/-(\d+)x\d+\./.exec(url)![1]);
    const image = responsiveImage({ url, width });
    const widths = [...IMAGE_WIDTHS.filter((candidate) => candidate < width), width];
    expect(image.src).toBe(builder.width(Math.min(width, 1280)).url());
    expect(image.srcSet).toBe(widths.map((candidate) => `${builder.width(candidate).url()} ${candidate}w`).join(", "));
  }
});

it("serves an address it cannot resize as it is", () => {
  for (const url of ["https://cdn.sanity.io/images/abc123/production/0a1b2c3d-1000x600.png?dl=", "https://example.com/a-10x10.png"]) {
    expect(responsiveImage({ url, width: 10 })).toEqual({ src: url });
  }
});
