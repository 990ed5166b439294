import type { FaqView } from "~/lib/cms/queries/social-proof";
import { faqAnchor } from "~/lib/declarations/paths";

/** A question that opens to its answer; works without JavaScript (<details>). */
export function FaqItem({ faq }: { faq: FaqView }) {
  return (
    <details
      id={faqAnchor(faq._id)}
      className="group scroll-mt-24 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <summary className="cursor-pointer list-none font-semibold marker:hidden focus-visible:outline-2 focus-visible:outline-brand-500">
        <span className="flex items-center justify-between gap-4">
          {faq.question}
          <span aria-hidden="true" className="text-brand-600 transition-transform group-open:rotate-45 dark:text-brand-400">
            +
          </span>
        </span>
      </summary>
      <div className="mt-3 space-y-3 text-slate-700 dark:text-slate-300">
        {faq.answer.split(/\n\s*\n/).map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </details>
  );
}
