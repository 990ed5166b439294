import { lazy, Suspense, type ComponentProps } from "react";
import { StaticContent } from "./static-content";
import { PortableText as PortableTextOnServer } from "./portable-text.server";

/** In the browser the renderer (@portabletext/react and our serializers) is a chunk of its own, loaded when first needed. */
const PortableTextInBrowser = lazy(() => import("./portable-text").then((module) => ({ default: module.PortableText })));
const PortableTextRenderer = typeof document === "undefined" ? PortableTextOnServer : PortableTextInBrowser;

/**
 * Rich text from the CMS as static HTML: rendered by the server and kept as it is on hydration (StaticContent), so
 * a page ships and runs no Portable Text code until its data changes. Nothing inside may need JavaScript: links,
 * anchors and images are plain HTML.
 */
export function StaticPortableText({ className, ...props }: ComponentProps<typeof PortableTextOnServer> & { className?: string }) {
  // Outside StaticContent: the boundary is already shown when the data changes, so a navigation (a transition)
  // keeps the old text on screen while the chunk loads instead of showing an empty fallback.
  return (
    <Suspense fallback={null}>
      <StaticContent value={props.value} className={className}>
        <PortableTextRenderer {...props} />
      </StaticContent>
    </Suspense>
  );
}
