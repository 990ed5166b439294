import { expect, test } from "@playwright/test";

// The page cache (docs/architecture.md, Page cache): public pages are rendered once per content version.

test("a public page is rendered once, served compressed from memory, and revalidated with a 304", async ({ request }) => {
  await request.get("/pricing");
  const cached = await request.get("/pricing", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
  expect(cached.status()).toBe(200);
  const headers = cached.headers();
  expect(headers["x-page-cache"]).toBe("hit");
  expect(headers["content-encoding"]).toBe("br");
  expect(headers["cache-control"]).toMatch(/^public,/);
  expect(await cached.text()).toContain("<h1");

  const revalidated = await request.get("/pricing", { headers: { "If-None-Match": headers["etag"]! } });
  expect(revalidated.status()).toBe(304);
  expect(await revalidated.body()).toHaveLength(0);
});

test("the data of a client-side navigation is cached like its page", async ({ request }) => {
  const path = "/features?_data=routes%2F_site.features";
  await request.get(path);
  const cached = await request.get(path);
  expect(cached.headers()["x-page-cache"]).toBe("hit");
  expect(cached.headers()["content-type"]).toContain("application/json");
});

test("a visitor's own pages and form results are never cached", async ({ request }) => {
  for (let attempt = 0; attempt < 2; attempt++) {
    const thanks = await request.get("/thanks-order?ref=XK-ABCDEFGHJKMN");
    expect(thanks.headers()["cache-control"]).toBe("private, no-store");
    expect(thanks.headers()["x-page-cache"]).toBeUndefined();
  }
  const posted = await request.post("/support", {
    form: { email: "not-an-address" },
    headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
  });
  expect(posted.headers()["x-page-cache"]).toBeUndefined();
});
