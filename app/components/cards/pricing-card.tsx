import { CheckList } from "~/components/check-list";
import { ButtonLink } from "~/components/ui/button";
import type { TierView } from "~/lib/cms/queries/products";
import { orderPath } from "~/lib/declarations/paths";
import { tierPriceLabel } from "~/lib/pricing";

/**
 * One package: price and terms, what it includes, and the button into the order funnel. Its five parts are rows of the
 * cards' grid (subgrid), so names, prices, lists and buttons line up across a row of cards whatever wraps; every button
 * has room for a label on two lines, so buttons side by side are one height.
 */
export function PricingCard({ tier }: { tier: TierView }) {
  const price = tierPriceLabel(tier);
  return (
    <article
      aria-labelledby={`tier-${tier.slug}`}
      className={`relative row-span-5 grid grid-rows-subgrid gap-y-0 rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900 ${
        tier.highlighted ? "border-brand-500 ring-2 ring-brand-500" : "border-slate-200 dark:border-slate-800"
      }`}
    >
      {tier.badge ? (
        <p className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-semibold text-white">{tier.badge}</p>
      ) : null}
      <h3 id={`tier-${tier.slug}`} className="text-lg font-semibold">
        {tier.name}
      </h3>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{tier.summary}</p>
      <p className="mt-6">
        <span className="text-4xl font-extrabold tracking-tight" data-testid="tier-price">
          {price.amount}
        </span>{" "}
        <span className="text-sm text-slate-600 dark:text-slate-300">{price.terms}</span>
      </p>
      <CheckList items={tier.features} className="mt-6 space-y-2 text-sm" />
      <ButtonLink
        to={orderPath(tier.slug)}
        variant={tier.highlighted ? "primary" : "secondary"}
        className="mt-8 min-h-[3.625rem] w-full self-end"
      >
        {tier.buttonLabel?.trim() || `Choose ${tier.name}`}
      </ButtonLink>
    </article>
  );
}
