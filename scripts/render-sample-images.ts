/**
 * `npm run sample:images`: renders the sample content's pictures, drawn as SVG in app/content/sample/artwork/, to the
 * WebP files the site serves from public/sample-images/: each at its drawn size, and at every width in
 * SAMPLE_IMAGE_WIDTHS below it (`name-480w.webp`), in the system Chromium. Run after changing or adding a drawing, then
 * `npm run cms:export`. Pictures, not drawings, because that is what editors upload, and because a browser lays out
 * and paints an SVG image full of text on its main thread every time it is shown (decision 041).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { chromium } from "@playwright/test";
import { SAMPLE_IMAGE_WIDTHS, sampleImageAtWidth } from "../app/lib/cms/images";
import { chromiumLaunchOptions } from "../tests/e2e/chromium";

const ARTWORK_DIR = "app/content/sample/artwork";
const OUTPUT_DIR = "public/sample-images";
/** WebP quality: the drawings' flat colours and text stay clean at 0.82, at about a sixth of a PNG's bytes. */
const QUALITY = 0.82;

/** The drawing's own size, from its root element's width and height. */
function drawnSize(svg: string, file: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
  const width = Number(/\bwidth="(\d+)"/.exec(root)?.[1]);
  const height = Number(/\bheight="(\d+)"/.exec(root)?.[1]);
  if (!width || !height) throw new Error(`${file}: the <svg> element needs whole-number width and height attributes`);
  return { width, height };
}

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage();
  rmSync(OUTPUT_DIR, { recursive: true, force: true });
  let written = 0;
  let bytes = 0;
  const drawings = readdirSync(ARTWORK_DIR, { recursive: true, encoding: "utf8" }).filter((path) => path.endsWith(".svg"));
  for (const file of drawings.sort().map((path) => join(ARTWORK_DIR, path))) {
    const svg = readFileSync(file, "utf8");
    const size = drawnSize(svg, file);
    const url = `/sample-images/${relative(ARTWORK_DIR, file).replace(/\.svg$/, ".webp")}`;
    const targets = [
      { width: size.width, url },
      ...SAMPLE_IMAGE_WIDTHS.filter((width) => width < size.width).map((width) => ({ width, url: sampleImageAtWidth(url, width) })),
    ];
    for (const target of targets) {
      const height = Math.round((size.height * target.width) / size.width);
      // Drawn at the target size (a vector scales cleanly), on a canvas, encoded by the browser's WebP encoder.
      const dataUrl = await page.evaluate(
        async ({ source, width, height, quality }) => {
          const image = new Image(width, height);
          image.src = source;
          await image.decode();
          const canvas = document.createElement("canvas");
          canvas.width = width;
          canvas.height = height;
          canvas.getContext("2d")!.drawImage(image, 0, 0, width, height);
          return canvas.toDataURL("image/webp", quality);
        },
        { source: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`, width: target.width, height, quality: QUALITY },
      );
      if (!dataUrl.startsWith("data:image/webp;")) throw new Error(`${file}: this Chromium cannot encode WebP`);
      const webp = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
      const output = join("public", target.url);
      mkdirSync(dirname(output), { recursive: true });
      writeFileSync(output, webp);
      written += 1;
      bytes += webp.length;
    }
  }
  console.log(`Rendered ${written} WebP files (${Math.round(bytes / 1024)} KB) from ${ARTWORK_DIR} to ${OUTPUT_DIR}/`);
} finally {
  await browser.close();
}
