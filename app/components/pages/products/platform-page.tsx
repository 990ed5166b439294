import { CheckList } from "~/components/check-list";
import { useLoaderData } from "@remix-run/react";
import { Breadcrumbs } from "~/components/breadcrumbs";
import { PlatformCard } from "~/components/cards/platform-card";
import { Section } from "~/components/sections/section";
import { StatusBadge } from "~/components/status-badge";
import { ButtonLink } from "~/components/ui/button";
import { CmsIcon } from "~/components/ui/cms-icon";
import { optionTitle, PLATFORM_STATUS_OPTIONS } from "~/lib/cms/options";
import type { platformPageData } from "~/lib/page-data/products.server";

/** The spec's template info screen: one platform, its status and what it does. */
export function PlatformPage() {
  const { platform, others, meta } = useLoaderData<typeof platformPageData>();
  const available = platform.status === "available";
  return (
    <>
      <Breadcrumbs crumbs={meta.crumbs} />
      <header className="mx-auto max-w-5xl px-4 pb-12 pt-12 sm:px-6 lg:px-8">
        <div className="flex items-center gap-3">
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
            <CmsIcon name={platform.icon} />
          </span>
          <StatusBadge label={optionTitle(PLATFORM_STATUS_OPTIONS, platform.status)} tone={available ? "positive" : "pending"} />
        </div>
        <h1 className="mt-5 text-balance text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">{platform.name}</h1>
        <p className="mt-4 text-pretty text-xl text-slate-600 dark:text-slate-300">{platform.tagline}</p>
        {!available && platform.launchEstimate ? (
          <dl className="mt-6 flex flex-wrap gap-x-2 text-base">
            <dt className="font-semibold">Expected launch:</dt>
            <dd className="text-slate-700 dark:text-slate-300">{platform.launchEstimate}</dd>
          </dl>
        ) : null}
        <div className="mt-8 flex flex-wrap gap-3">
          {available ? (
            <>
              <ButtonLink to="/order-funnel" className="px-6 py-3 text-base">
                Get Started
              </ButtonLink>
              <ButtonLink to="/demo" variant="secondary" className="px-6 py-3 text-base">
                View Demo
              </ButtonLink>
            </>
          ) : (
            <ButtonLink to="/coming-soon" className="px-6 py-3 text-base">
              Join the waitlist
            </ButtonLink>
          )}
        </div>
      </header>

      <div className="mx-auto grid max-w-5xl gap-12 px-4 pb-16 sm:px-6 md:grid-cols-5 lg:px-8">
        <section aria-labelledby="overview-heading" className="md:col-span-3">
          <h2 id="overview-heading" className="text-2xl font-bold tracking-tight">
            Overview
          </h2>
          <p className="mt-4 text-pretty text-lg leading-8 text-slate-700 dark:text-slate-300">{platform.description}</p>
        </section>
        <section aria-labelledby="features-heading" className="md:col-span-2">
          <h2 id="features-heading" className="text-2xl font-bold tracking-tight">
            Features
          </h2>
          <CheckList items={platform.features} className="mt-4 space-y-3" />
        </section>
      </div>

      {others.length ? (
        <Section id="other-platforms" heading="Other platforms" muted>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {others.map((other) => (
              <PlatformCard key={other._id} platform={other} />
            ))}
          </div>
        </Section>
      ) : null}
    </>
  );
}
