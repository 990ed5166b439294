import { CmsIcon } from "~/components/ui/cms-icon";
import type { FeatureCardView } from "~/lib/cms/queries/products";

export function FeatureCard({ feature, headingLevel = 3 }: { feature: Omit<FeatureCardView, "category">; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
        <CmsIcon name={feature.icon} />
      </span>
      <Heading className="mt-4 text-lg font-semibold">{feature.name}</Heading>
      <p className="mt-2 text-sm leading-6 text-slate-600 dark:text-slate-300">{feature.description}</p>
    </article>
  );
}
