/**
 * Renders the raster brand images from public/brand/mark.svg and the sample site settings with
 * the system Chromium: the default Open Graph image (1200x630), the Organization logo, the
 * apple-touch icon and favicon.ico. Run after changing the mark: `npm run brand:images`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { siteSettings } from "../app/content/sample/site-settings";
import { chromiumLaunchOptions } from "../tests/e2e/chromium";

const mark = readFileSync("public/brand/mark.svg", "utf8");
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const ogHtml = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;display:flex;flex-direction:column;justify-content:space-between;
  background:radial-gradient(circle at 85% 15%,#4338ca 0,#1e1b4b 45%,#020617 100%);color:#fff;font-family:system-ui,sans-serif">
  <div style="display:flex;align-items:center;gap:24px">
    <div style="width:96px;height:96px">${mark.replace('width="64" height="64"', 'width="96" height="96"')}</div>
    <div style="font-size:64px;font-weight:800;letter-spacing:-1px">${escape(siteSettings.productName)}</div>
  </div>
  <div style="font-size:56px;font-weight:700;line-height:1.15;max-width:980px">${escape(siteSettings.tagline)}</div>
  <div style="display:flex;gap:16px;font-size:26px;color:#c7d2fe">
    ${siteSettings.footerClaims.highlights.map((claim) => `<span style="border:2px solid #6366f1;border-radius:999px;padding:8px 22px">${escape(claim)}</span>`).join("")}
  </div>
</div></body></html>`;

const markHtml = (size: number) =>
  `<!doctype html><html><body style="margin:0;background:transparent">${mark.replace('width="64" height="64"', `width="${size}" height="${size}"`)}</body></html>`;

/** An .ico file holding one PNG image (supported by every current browser). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // image data offset
  return Buffer.concat([header, png]);
}

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(ogHtml);
  await page.screenshot({ path: "public/og-default.png" });

  for (const [file, size] of [
    ["public/brand/logo-512.png", 512],
    ["public/brand/apple-touch-icon.png", 180],
  ] as const) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(markHtml(size));
    await page.screenshot({ path: file, omitBackground: true });
  }
  await page.setViewportSize({ width: 32, height: 32 });
  await page.setContent(markHtml(32));
  writeFileSync("public/favicon.ico", icoFromPng(await page.screenshot({ omitBackground: true }), 32));
} finally {
  await browser.close();
}
console.log("Rendered public/og-default.png, public/brand/logo-512.png, public/brand/apple-touch-icon.png, public/favicon.ico");
