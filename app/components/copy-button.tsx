import { useEffect, useState } from "react";
import { useHydrated } from "./hooks/use-hydrated";

/**
 * Copies a value (`label` names it in lower case: "member area password") to the clipboard. Shown only once JavaScript runs (it cannot work without it);
 * the value itself is always on the page, selectable. The result is announced politely.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const ready = useHydrated() && Boolean(navigator.clipboard);
  useEffect(() => {
    if (copied === null) return;
    const timer = window.setTimeout(() => setCopied(null), 2500);
    return () => window.clearTimeout(timer);
  }, [copied]);
  if (!ready) return null;

  return (
    <>
      <button
        type="button"
        onClick={() =>
          navigator.clipboard.writeText(value).then(
            () => setCopied(true),
            () => setCopied(false),
          )
        }
        className="rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        {copied ? "Copied" : "Copy"}
        <span className="sr-only"> {label}</span>
      </button>
      <span role="status" aria-live="polite" className="sr-only">
        {copied === true ? `Copied the ${label}` : copied === false ? `Could not copy the ${label}` : ""}
      </span>
    </>
  );
}
