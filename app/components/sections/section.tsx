import type { ReactNode } from "react";

/**
 * A page section: an h2 with an optional lead sentence, then its content. A page's own content under its header (a
 * list, a catalogue, a form) ends with the same bottom space (pb-16 sm:pb-20), so the section after it starts as far
 * away as one section from the next (tests/e2e/layout.spec.ts checks it).
 */
export function Section({
  heading,
  intro,
  children,
  muted = false,
  id,
}: {
  heading?: string | null;
  intro?: string | null;
  children: ReactNode;
  muted?: boolean;
  id?: string;
}) {
  return (
    <section
      id={id}
      className={muted ? "bg-slate-50 py-16 sm:py-20 dark:bg-slate-900/60" : "py-16 sm:py-20"}
      aria-labelledby={heading && id ? `${id}-heading` : undefined}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {heading ? (
          <div className="mx-auto mb-10 max-w-3xl text-center">
            <h2 id={id ? `${id}-heading` : undefined} className="text-balance text-3xl font-bold tracking-tight sm:text-4xl">
              {heading}
            </h2>
            {intro ? <p className="mt-4 text-pretty text-lg text-slate-600 dark:text-slate-300">{intro}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  );
}
