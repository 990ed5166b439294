import type { TocEntry } from "~/lib/blog/toc";
import { ChevronDownIcon } from "~/components/ui/icons";

/**
 * The post's headings as links, in a <details> that opens and closes without JavaScript. The server cannot know
 * the screen's width, so the HTML holds it twice and CSS shows one (the other is display: none, out of the
 * accessibility tree and the tab order): closed on small screens, where it sits above the article, and open on
 * wide ones, where it sits beside the article, sticky, and scrolls within the viewport so every entry is reachable.
 */
export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  if (!entries.length) return null;
  return (
    <>
      <Contents entries={entries} open={false} className="lg:hidden" />
      {/* The post page makes it sticky 6rem (top-24) from the top; 1.5rem more leaves a gap below it. */}
      <Contents entries={entries} open className="hidden max-h-[calc(100dvh-7.5rem)] overflow-y-auto lg:block" />
    </>
  );
}

function Contents({ entries, open, className }: { entries: readonly TocEntry[]; open: boolean; className: string }) {
  return (
    <nav aria-label="On this page" className={`rounded-xl border border-slate-200 dark:border-slate-800 ${className}`}>
      <details open={open} className="group">
        {/* Sticky inside the scrolling list on wide screens, so it can be closed from anywhere in it. */}
        <summary className="flex cursor-pointer list-none items-center gap-3 rounded-xl bg-white px-5 py-4 marker:hidden focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 lg:sticky lg:top-0 dark:bg-slate-950 [&::-webkit-details-marker]:hidden">
          {/* The count wraps under the label in the narrow side column. */}
          <span className="flex flex-wrap items-baseline gap-x-3">
            <span className="text-sm font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-300">On this page</span>
            <span className="text-sm text-slate-600 dark:text-slate-400">
              {entries.length} {entries.length === 1 ? "section" : "sections"}
            </span>
          </span>
          <ChevronDownIcon className="ml-auto shrink-0 text-slate-600 group-open:rotate-180 motion-safe:transition-transform dark:text-slate-400" />
        </summary>
        {/* Each link a full-width row at least 24 px tall: a target easy to hit (WCAG 2.5.8), even beside the summary. */}
        <ol className="space-y-1 px-5 pb-5 text-sm">
          {entries.map((entry) => (
            <li key={entry.key} className={entry.level === 3 ? "pl-4" : undefined}>
              <a
                href={`#${entry.id}`}
                className="block py-0.5 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:text-brand-300"
              >
                {entry.text}
              </a>
            </li>
          ))}
        </ol>
      </details>
    </nav>
  );
}
