import { CmsIcon } from "~/components/ui/cms-icon";
import type { FeatureCardView } from "~/lib/cms/queries/products";

/**
 * `card`: a bordered card, the icon above the name (feature grids on CMS pages, a few features).
 * `row`: the icon beside the name and no frame, so a long list (/features) reads as a list on a
 * phone and as columns on a wide screen; from `sm` the description lines up under the name.
 */
export type FeatureCardVariant = "card" | "row";

const iconBox = "inline-flex shrink-0 items-center justify-center bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300";

const layouts: Record<FeatureCardVariant, { article: string; icon: string; svg?: string; heading: string; text: string }> = {
  card: {
    article: "rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900",
    icon: `${iconBox} h-10 w-10 rounded-lg`,
    heading: "mt-4 text-lg font-semibold",
    text: "mt-2 leading-6",
  },
  row: {
    article: "grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-1.5 sm:items-start",
    icon: `${iconBox} h-9 w-9 rounded-lg`,
    svg: "h-5 w-5",
    heading: "text-base font-semibold leading-6 sm:pt-1.5",
    text: "col-span-2 leading-5 sm:col-span-1 sm:col-start-2",
  },
};

export function FeatureCard({
  feature,
  headingLevel = 3,
  variant = "card",
}: {
  feature: Omit<FeatureCardView, "category">;
  headingLevel?: 3 | 4;
  variant?: FeatureCardVariant;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const layout = layouts[variant];
  return (
    <article className={layout.article}>
      <span className={layout.icon}>
        <CmsIcon name={feature.icon} className={layout.svg} />
      </span>
      <Heading className={layout.heading}>{feature.name}</Heading>
      <p className={`${layout.text} text-sm text-slate-600 dark:text-slate-300`}>{feature.description}</p>
    </article>
  );
}
