/** A page's h1 and lead paragraph, both from its CMS page document. */
export function PageHeader({ heading, intro }: { heading: string; intro?: string | null }) {
  return (
    <header className="mx-auto max-w-4xl px-4 pb-10 pt-16 text-center sm:px-6 lg:px-8">
      <h1 className="text-balance text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">{heading}</h1>
      {intro ? <p className="mt-6 text-pretty text-lg text-slate-600 dark:text-slate-300">{intro}</p> : null}
    </header>
  );
}
