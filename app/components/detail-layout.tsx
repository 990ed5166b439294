import type { ReactNode } from "react";

/**
 * A product detail page (a listing, a modification, a design): the h1 and lead, then the picture,
 * the price box (and any `sidebar` below it) and the details. Small screens read picture → price box →
 * sidebar → details; wide screens keep the side column beside the details, in view while scrolling.
 */
export function DetailLayout({
  eyebrow,
  title,
  summary,
  media,
  aside,
  asideLabel,
  sidebar,
  children,
}: {
  eyebrow: ReactNode;
  title: string;
  summary: string;
  media?: ReactNode;
  aside: ReactNode;
  /** Accessible name of the price box. */
  asideLabel: string;
  /** More for the side column, below the price box. */
  sidebar?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-7xl px-4 pb-16 pt-8 sm:px-6 lg:px-8">
      <header className="max-w-4xl">
        <div className="flex flex-wrap items-center gap-3 text-sm font-medium uppercase tracking-wide text-brand-700 dark:text-brand-300">
          {eyebrow}
        </div>
        <h1 className="mt-3 text-balance text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl lg:text-5xl dark:text-white">
          {title}
        </h1>
        <p className="mt-4 text-pretty text-lg text-slate-600 dark:text-slate-300">{summary}</p>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        {media ? <div className="min-w-0 lg:col-start-1 lg:row-start-1">{media}</div> : null}
        {/* Sticky 6rem (top-24) from the top; on a screen too short for the whole column it scrolls within the
            viewport (1rem to spare below), the price box first, so nothing in it is out of reach. */}
        <div className="space-y-4 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto">
          <aside
            aria-label={asideLabel}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            {aside}
          </aside>
          {sidebar}
        </div>
        <div className={`min-w-0 space-y-12 lg:col-start-1 ${media ? "lg:row-start-2" : "lg:row-start-1"}`}>{children}</div>
      </div>
    </article>
  );
}

/** A titled block inside a detail page (an h2 and its content). */
export function DetailSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
        {heading}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Paragraphs of plain CMS text (a blank line between them). */
export function Paragraphs({ text, className = "" }: { text: string; className?: string }) {
  return (
    <div className={`space-y-4 leading-7 text-slate-700 dark:text-slate-300 ${className}`}>
      {text.split(/\n\s*\n/).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

/** Label/value pairs of the price box. */
export function FactList({ facts }: { facts: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
      {facts.map((fact) => (
        <div key={fact.label} className="flex justify-between gap-4 py-2.5">
          <dt className="text-slate-600 dark:text-slate-400">{fact.label}</dt>
          <dd className="text-right font-medium text-slate-900 dark:text-slate-100">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
