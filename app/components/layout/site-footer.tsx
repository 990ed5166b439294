import { Link } from "@remix-run/react";
import { MailIcon } from "~/components/ui/icons";
import { Logo } from "~/components/ui/logo";
import type { SiteSettings } from "~/lib/cms/queries/site-settings";
import { useSiteNavigation } from "~/lib/root-data";

const linkClasses =
  "rounded text-slate-600 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-slate-300 dark:hover:text-brand-300";

/** The five link groups, the claims, the support mail link and the copyright line (docs/architecture.md, Product rules). */
export function SiteFooter({ site }: { site: SiteSettings }) {
  const { footerGroups } = useSiteNavigation();
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,3fr)] lg:px-8">
        <div className="space-y-4">
          <Link
            to="/"
            className="inline-block rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
          >
            <Logo productName={site.productName} />
          </Link>
          <p className="text-sm text-slate-600 dark:text-slate-300">{site.footerClaims.summary}</p>
          <ul className="flex flex-wrap gap-2" aria-label="Why choose us">
            {site.footerClaims.highlights.map((highlight) => (
              <li
                key={highlight}
                className="rounded-full border border-slate-300 px-3 py-1 text-xs font-medium text-slate-700 dark:border-slate-600 dark:text-slate-200"
              >
                {highlight}
              </li>
            ))}
          </ul>
          <a href={`mailto:${site.supportEmail}`} className={`inline-flex items-center gap-2 text-sm ${linkClasses}`}>
            <MailIcon width={16} height={16} />
            {site.supportEmail}
          </a>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3 md:grid-cols-5">
          {footerGroups.map((group) => (
            <div key={group.key}>
              <h2 className="text-sm font-semibold text-slate-900 dark:text-white">{group.heading}</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={linkClasses}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:justify-between sm:px-6 lg:px-8 dark:text-slate-300">
          <p>
            © {site.copyrightYear} {site.operatorBrand}. All rights reserved.
          </p>
          <p>
            Brought to you by{" "}
            <a href={site.parentSiteUrl} className={`font-medium ${linkClasses}`}>
              {site.operatorBrand}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
