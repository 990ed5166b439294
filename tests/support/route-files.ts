import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/** The route modules of app/routes and the URLs they answer, by Remix's flat-route conventions. */

const ROUTES_DIR = join(__dirname, "..", "..", "app", "routes");
/** What Remix leaves out of the route files (remix.config.js `ignoredRouteFiles`). */
const IGNORED_ROUTE_FILE = /(^\.|\.test\.(ts|tsx)$)/;
const ROUTE_MODULE = /\.(tsx|ts|jsx|js)$/;

/** Every route module's id: `_site.blog.$slug` for a file, the folder's name for `folder/route.tsx`. */
export function routeIds(): string[] {
  return readdirSync(ROUTES_DIR).flatMap((entry) => {
    if (IGNORED_ROUTE_FILE.test(entry)) return [];
    if (statSync(join(ROUTES_DIR, entry)).isDirectory()) {
      return readdirSync(join(ROUTES_DIR, entry)).some((file) => /^route\.(tsx|ts|jsx|js)$/.test(file)) ? [entry] : [];
    }
    return ROUTE_MODULE.test(entry) ? [entry.replace(ROUTE_MODULE, "")] : [];
  });
}

/** The source of a route module, by its id. */
export function routeSource(id: string): string {
  const file = readdirSync(ROUTES_DIR).find((entry) => entry.replace(ROUTE_MODULE, "") === id);
  if (!file) throw new Error(`No route module ${id} in app/routes`);
  const path = join(ROUTES_DIR, file);
  return readFileSync(
    statSync(path).isDirectory()
      ? join(
          path,
          readdirSync(path).find((name) => name.startsWith("route."))!,
        )
      : path,
    "utf8",
  );
}

/** A route id's segments: split on dots, except those escaped as `[.]`. */
function segments(id: string): string[] {
  return id.match(/(?:\[[^\]]*\]|[^.])+/g) ?? [];
}

/**
 * The URL pattern of a route module (`/blog/:slug`; a splat ends in `/*`), or null for a pathless layout (`_site`,
 * `_bare`), which serves no URL of its own.
 */
export function routePattern(id: string): string | null {
  const parts = segments(id);
  const last = parts.at(-1);
  if (last?.startsWith("_") && last !== "_index") return null;
  const path = parts.flatMap((segment) => {
    if (segment === "_index" || segment.startsWith("_")) return [];
    const name = segment.replace(/_$/, "").replace(/\[([^\]]*)\]/g, "$1");
    if (name === "$") return ["*"];
    return [name.startsWith("$") ? `:${name.slice(1)}` : name];
  });
  return `/${path.join("/")}`;
}
