import type { ReactNode } from "react";
import type { BlockCopy, PageBlock } from "~/components/sections/page-block";

/**
 * A titled card holding a form on a CMS page. Its `id` (and `${id}-heading`) must differ from the
 * form's own id, which its fields' `form` attribute points at, and from the page's section keys.
 */
export function FormPanel({ id, heading, intro, children }: { id: string; heading: string; intro?: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="mx-auto max-w-3xl scroll-mt-24 px-4 pb-16 sm:px-6 sm:pb-20">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
          {heading}
        </h2>
        {intro ? <p className="mt-2 text-slate-600 dark:text-slate-300">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

/** A page's form as its "Page content" block: the panel headed with the editors' words or these defaults. */
export function formBlock(id: string, defaults: BlockCopy, form: ReactNode): PageBlock {
  return {
    defaults,
    render: ({ heading, intro }) => (
      <FormPanel id={id} heading={heading} intro={intro}>
        {form}
      </FormPanel>
    ),
  };
}
