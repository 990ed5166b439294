import { Link } from "@remix-run/react";
import { platformPath } from "~/lib/declarations/paths";
import { CmsIcon } from "~/components/ui/cms-icon";
import { optionTitle, PLATFORM_STATUS_OPTIONS } from "~/lib/cms/options";
import type { PlatformView } from "~/lib/cms/queries/products";
import { StatusBadge } from "~/components/status-badge";

/** A platform: available ones lead to their page, coming-soon ones to the waitlist too. */
export function PlatformCard({ platform }: { platform: PlatformView }) {
  const available = platform.status === "available";
  return (
    <article className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center justify-between gap-3">
        <span className="inline-flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
          <CmsIcon name={platform.icon} />
        </span>
        <StatusBadge label={optionTitle(PLATFORM_STATUS_OPTIONS, platform.status)} tone={available ? "positive" : "pending"} />
      </div>
      <h3 className="mt-4 text-lg font-semibold">
        <Link
          to={platformPath(platform.slug)}
          className="hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:text-brand-300"
        >
          {platform.name}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-sm leading-6 text-slate-600 dark:text-slate-300">{platform.tagline}</p>
      {available ? null : (
        <Link
          to="/coming-soon"
          className="mt-4 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
          aria-label={`Join the waitlist for ${platform.name}`}
        >
          Join the waitlist →
        </Link>
      )}
    </article>
  );
}
