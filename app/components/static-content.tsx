import { useState, type ReactNode } from "react";
import { useHydrated } from "~/components/hooks/use-hydrated";

/**
 * Content with nothing interactive inside, kept out of hydration: the server renders `children`; while the page
 * hydrates, the browser keeps that HTML as it is (an element whose inner HTML React neither hydrates nor compares:
 * `dangerouslySetInnerHTML` with `suppressHydrationWarning`), so a long article costs React no work on a first visit.
 * Once `value` (the loader data the children are drawn from) is another object, as after a client navigation or a
 * revalidation, or when mounted in the browser after hydration, `children` render as usual.
 */
export function StaticContent({ value, className, children }: { value: unknown; className?: string; children: ReactNode }) {
  const hydrated = useHydrated();
  // Captured once: the data the server's HTML was rendered from, or nothing when this mounts after hydration.
  const [serverValue] = useState(() => (hydrated ? NOT_FROM_SERVER : value));
  if (typeof document !== "undefined" && value === serverValue) {
    return <div key="server-html" className={className} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  }
  return (
    <div key="rendered" className={className}>
      {children}
    </div>
  );
}

const NOT_FROM_SERVER = Symbol("not from the server");
/** One object: React compares it with the last render's and leaves the element's HTML alone. */
const KEEP_SERVER_HTML = { __html: "" };
