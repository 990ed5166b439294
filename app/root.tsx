import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { Links, LiveReload, Meta, Outlet, Scripts, ScrollRestoration, type Location } from "@remix-run/react";
import type { ReactNode } from "react";
import { RouteError } from "~/components/errors/route-error";
import { PageLoadingOverlay } from "~/components/layout/page-loading-overlay";
import { RouteAnnouncer } from "~/components/layout/route-announcer";
import { MAIN_CONTENT_ID } from "~/components/layout/skip-links";
import { PresentationOverlays } from "~/components/preview/presentation-overlays";
import { PreviewBar } from "~/components/preview/preview-bar";
import { useTooltipDismissal } from "~/components/ui/tooltip";
import { useThemeSync } from "~/components/hooks/use-theme-sync";
import { startSecurityLog } from "~/lib/security/security-log.client";
import { TRUSTED_HOSTS_META } from "~/lib/security/trusted-hosts";
import { rootData } from "~/lib/page-data/root.server";
import { shouldRevalidateRoot, useRootData } from "~/lib/root-data";
import { routeErrorMeta } from "~/lib/seo/route-meta";
import { DEFAULT_THEME_PREFERENCE, themeBootstrapScript } from "~/lib/theme";
import stylesheet from "~/styles/app.css";

// The page's security log starts when the document's module script imports this module, before the entry
// hydrates, so errors and injected scripts during hydration are recorded too (a .client module: empty on the server).
if (typeof document !== "undefined") startSecurityLog();

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/brand/apple-touch-icon.png" },
];

export const loader = () => rootData();
export const shouldRevalidate = shouldRevalidateRoot;

export const meta: MetaFunction = (args) => (args.error ? routeErrorMeta(args) : []);

/**
 * Where Remix keeps a history entry's scroll position. A jump to an anchor (`#…`, the contents' links) adds an entry
 * without Remix's key: every such entry has the key "default", so the second jump was sent back to where the first
 * left off. Those are keyed by their path and anchor instead (never the query: the server has no hash, so the key it
 * writes into the page stays Remix's own and the HTML is unchanged).
 */
function scrollPositionKey(location: Location): string {
  return location.key === "default" && location.hash ? location.pathname + location.hash : location.key;
}

/** The document shell, shared by the app and the root error boundary. */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRootData();
  return (
    // The server renders the default theme (dark), so a page read without JavaScript has it too; the bootstrap script
    // sets the visitor's stored theme on <html> before first paint, and useThemeSync again after any re-render.
    <html lang="en" className={DEFAULT_THEME_PREFERENCE === "dark" ? "dark" : undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* For the page's security log, which starts before React (app/lib/security/security-log.client.ts). */}
        {data?.site.trustedHosts?.length ? <meta name={TRUSTED_HOSTS_META} content={data.site.trustedHosts.join(" ")} /> : null}
        <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: themeBootstrapScript }} />
        <Meta />
        <Links />
        {data ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: data.siteJsonLd }} /> : null}
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        {data?.preview ? (
          <>
            <PreviewBar preview={data.preview} />
            <PresentationOverlays />
          </>
        ) : null}
        <ScrollRestoration getKey={scrollPositionKey} />
        <Scripts />
        {/* Renders nothing outside `npm run dev`, where it reloads the page after each rebuild. */}
        <LiveReload />
      </body>
    </html>
  );
}

export default function App() {
  useThemeSync();
  useTooltipDismissal();
  return (
    <>
      <PageLoadingOverlay />
      <RouteAnnouncer />
      <Outlet />
    </>
  );
}

/** Errors no layout caught (a bare page, or the root loader itself): no chrome, same screens. */
export function ErrorBoundary() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
      <RouteError />
    </main>
  );
}
