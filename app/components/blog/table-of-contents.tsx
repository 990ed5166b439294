import type { TocEntry } from "~/lib/blog/toc";

export function TableOfContents({ entries }: { entries: readonly TocEntry[] }) {
  if (!entries.length) return null;
  return (
    <nav aria-labelledby="toc-heading" className="rounded-xl border border-slate-200 p-5 dark:border-slate-800">
      <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
        In this article
      </h2>
      <ol className="mt-3 space-y-2 text-sm">
        {entries.map((entry) => (
          <li key={entry.key} className={entry.level === 3 ? "pl-4" : undefined}>
            <a
              href={`#${entry.id}`}
              className="hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:text-brand-300"
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
