import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "@remix-run/node";
import { createApp } from "../../server/app.js";

/**
 * The site's Express app (server/app.js with the real entry's `handleSiteRequest`) on a free port of 127.0.0.1, with a
 * build holding only `routes` below the root: what a request meets before Remix, and those routes' answers.
 */
export async function startSiteServer(
  routes: Record<string, { id: string; parentId: string; path: string; module: unknown }> = {},
  /** Entry hooks to use instead of the real ones (a wrapper that watches one). */
  entryOverrides: Record<string, unknown> = {},
) {
  const build = {
    mode: "production",
    entry: { module: { ...(await import("~/entry.server")), ...entryOverrides } },
    routes: { root: { id: "root", path: "", module: {} }, ...routes },
    assets: { entry: { module: "/build/entry.js", imports: [] }, routes: {}, url: "/build/manifest.js", version: "test" },
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    future: {},
    isSpaMode: false,
  } as unknown as ServerBuild;
  const server: Server = createServer(createApp({ build, mode: "production" })).listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}
