import { Link, useLoaderData } from "@remix-run/react";
import { CmsPage } from "~/components/sections/cms-page";
import type { sitemapPageData } from "~/lib/page-data/discovery.server";
import { useSiteNavigation } from "~/lib/root-data";

const linkClasses =
  "hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:text-brand-300";

function PageList({ pages }: { pages: readonly { title: string; path: string }[] }) {
  return (
    <ul className="mt-2 space-y-1 border-l border-slate-200 pl-4 text-sm dark:border-slate-700">
      {pages.map((page) => (
        <li key={page.path}>
          <Link to={page.path} className={linkClasses}>
            {page.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SitemapPage() {
  const { page, children, listings, otherPages, meta } = useLoaderData<typeof sitemapPageData>();
  const { footerGroups } = useSiteNavigation();
  const groups = [
    ...footerGroups.map((group) => ({
      key: group.key,
      heading: group.heading,
      links: group.links.map((link) => ({ title: link.label, path: link.to })),
    })),
    { key: "more-pages", heading: "More pages", links: otherPages },
  ];
  const siteMap = (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-16 sm:grid-cols-2 sm:px-6 sm:pb-20 lg:grid-cols-3 lg:px-8">
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`sitemap-${group.key}`}>
          <h2 id={`sitemap-${group.key}`} className="text-lg font-semibold">
            {group.heading}
          </h2>
          <ul className="mt-3 space-y-3">
            {group.links.map((link) => (
              <li key={link.path}>
                <Link to={link.path} className={`font-medium ${linkClasses}`}>
                  {link.title}
                </Link>
                {children[link.path]?.length ? <PageList pages={children[link.path]!} /> : null}
                {link.path === "/sites-marketplace" && listings.length ? (
                  <>
                    <p className="mt-3 text-sm font-medium">Sites for sale</p>
                    <PageList pages={listings} />
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
  return <CmsPage page={page} crumbs={meta.crumbs} blocks={{ siteMap: { content: siteMap } }} />;
}
