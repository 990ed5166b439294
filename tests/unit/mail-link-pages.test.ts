import { describe, expect, it, vi } from "vitest";
import { handleSiteRequest } from "~/entry.server";
import { RESERVED_PATH_SEGMENTS } from "~/lib/declarations/page-slugs";
import { MAIL_LINK_PAGES, ROBOTS_DISALLOWED_PATHS } from "~/lib/declarations/site-pages";
import { UNSUBSCRIBE_PATH, WAITLIST_CONFIRM_PATH } from "~/lib/mail/links.server";
import { ONE_CLICK_PATHS } from "~/lib/security/request-guard.server";

/**
 * The declarations (plain data, shared with the Studio) and the request guard name the pages a message's links open by
 * literal paths; these hold them to the paths the links are built with (app/lib/mail/links.server.ts).
 */
describe("the pages a message's links open", () => {
  it("are declared at the links' paths, kept out of robots.txt and out of editors' slugs", () => {
    expect(MAIL_LINK_PAGES.map((page) => page.path)).toEqual([WAITLIST_CONFIRM_PATH, UNSUBSCRIBE_PATH]);
    expect(ROBOTS_DISALLOWED_PATHS).toEqual(expect.arrayContaining([WAITLIST_CONFIRM_PATH, UNSUBSCRIBE_PATH]));
    expect(RESERVED_PATH_SEGMENTS).toEqual(expect.arrayContaining(["waitlist", "unsubscribe"]));
  });

  it("let exactly the unsubscribe link's POST through from another origin, without that Origin for Remix to refuse", async () => {
    expect([...ONE_CLICK_PATHS]).toEqual([UNSUBSCRIBE_PATH]);
    const render = vi.fn(async (request: Request) => new Response(request.headers.get("Origin") ?? "no origin"));
    const oneClick = (path: string) =>
      handleSiteRequest(
        new Request(`https://xchangekit.example${path}?token=t`, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://mail.example" },
          body: "List-Unsubscribe=One-Click",
        }),
        render,
        "192.0.2.20",
      );
    const passed = await oneClick(UNSUBSCRIBE_PATH);
    expect([passed.status, await passed.text()]).toEqual([200, "no origin"]);
    expect((await oneClick(WAITLIST_CONFIRM_PATH)).status).toBe(403);
    expect((await oneClick(`${UNSUBSCRIBE_PATH}/x`)).status).toBe(403);
    expect(render).toHaveBeenCalledTimes(1);
  });
});
