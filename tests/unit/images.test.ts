import { expect, it } from "vitest";
import { responsiveImage } from "~/lib/images";

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
