import { chromium } from "playwright-core";
const B="http://127.0.0.1:38711";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
for (const [preview, host] of [[true,"http://localhost:38711"],[true,"http://studio.example"]]) {
const context = await browser.newContext();
const page = await context.newPage();
const reqs=[]; page.on("request", r => reqs.push(r.url()));
page.on("requestfailed", r => console.log("failed", r.url(), r.failure()?.errorText)); page.on("response", r => console.log("resp", r.status(), r.url())); page.on("pageerror", e => console.log("pageerror", e.message.slice(0,100)));
if (preview) await context.request.get(B+"/api/preview-mode/enable?sanity-preview-secret=e2e-preview-secret&sanity-preview-pathname=/home");
await page.route(host+"/studio-frame", r => r.fulfill({ contentType: "text/html", body: `<!doctype html><title>Studio</title><iframe title="Site" src="${B}/pricing" width="1000" height="600"></iframe>` }));
await page.goto(host+"/studio-frame");
const frame = page.frameLocator('iframe[title="Site"]');
await frame.getByRole("heading",{level:1}).waitFor({timeout:8000}).catch(e=>console.log("frame failed"));
await page.waitForLoadState("networkidle"); console.log(page.frames().map(f=>f.url()));
await new Promise(r=>setTimeout(r,1500));
console.log("preview",preview, host, reqs.filter(u=>/VisualEditing|remix-/.test(u)).map(u=>u.split("/").pop()), "bar in frame", await frame.locator('aside[aria-label="Preview"]').count());
await context.close();
}
await browser.close();
