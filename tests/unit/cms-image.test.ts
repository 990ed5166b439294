import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { CmsImage } from "~/components/ui/cms-image";
import { responsiveImage } from "~/lib/cms/images";

const image = responsiveImage({
  alt: "The member area of a sample traffic exchange",
  url: "https://cdn.sanity.io/images/abc123/production/9f3c2a1b7e4d-1200x900.png",
  width: 1200,
  height: 900,
});

// vitest runs React's development build, which reports a prop it does not know as a console error.
function render(priority: boolean) {
  const consoleError = vi.spyOn(console, "error").mockImplementation(() => {});
  const html = renderToString(createElement(CmsImage, { image, priority, sizes: "(min-width: 1024px) 50vw, 100vw" }));
  return { html, errors: consoleError.mock.calls };
}

describe("CmsImage", () => {
  it("asks for the page's top image first, loaded at once, in an attribute React 18 knows", () => {
    const { html, errors } = render(true);
    expect(html).toContain('fetchpriority="high"');
    expect(html).toContain('loading="eager"');
    expect(errors).toEqual([]);
  });

  it("loads the others lazily, with no priority", () => {
    const { html, errors } = render(false);
    expect(html).not.toMatch(/fetchpriority/i);
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('sizes="(min-width: 1024px) 50vw, 100vw"');
    expect(errors).toEqual([]);
  });
});
