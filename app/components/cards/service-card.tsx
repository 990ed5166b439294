import { CheckList } from "~/components/check-list";
import { CmsIcon } from "~/components/ui/cms-icon";
import type { ServiceView } from "~/lib/cms/queries/products";
import { serviceAnchor } from "~/lib/declarations/paths";
import { servicePriceLabel } from "~/lib/services";

/** One service: what it is, what it costs, how long it takes and what it includes. */
export function ServiceCard({ service }: { service: ServiceView }) {
  const price = servicePriceLabel(service);
  return (
    <article
      aria-labelledby={serviceAnchor(service.slug)}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start gap-4">
        <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
          <CmsIcon name={service.icon} />
        </span>
        <div>
          <h3 id={serviceAnchor(service.slug)} className="text-xl font-semibold">
            {service.name}
          </h3>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{service.summary}</p>
        </div>
      </div>
      <dl className="mt-6 grid gap-4 rounded-xl bg-slate-50 p-4 sm:grid-cols-2 dark:bg-slate-800/60">
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">Price</dt>
          <dd className="mt-1">
            <span className="text-lg font-bold" data-testid="service-price">
              {price.amount}
            </span>
            {price.terms ? <span className="block text-sm text-slate-600 dark:text-slate-300">{price.terms}</span> : null}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">Delivery</dt>
          <dd className="mt-1 font-medium">{service.deliveryTime}</dd>
        </div>
      </dl>
      <p className="mt-6 leading-7 text-slate-700 dark:text-slate-300">{service.description}</p>
      <h4 className="mt-6 text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">Included</h4>
      <CheckList items={service.features} className="mt-3 space-y-2 text-sm" />
    </article>
  );
}
