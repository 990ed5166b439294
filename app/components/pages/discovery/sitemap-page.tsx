import { Link, useLoaderData } from "@remix-run/react";
import { Pagination } from "~/components/pagination";
import { CmsPage } from "~/components/sections/cms-page";
import type { Pagination as PaginationData } from "~/lib/pagination";
import type { sitemapPageData } from "~/lib/page-data/discovery.server";
import { useSiteNavigation } from "~/lib/root-data";

const linkClasses =
  "hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:text-brand-300";

interface PageLink {
  title: string;
  path: string;
}

/** One kind's list, one page of it at a time; its pager's links work without JavaScript and land on the list. */
interface PagedList {
  key: string;
  label: string;
  entries: PageLink[];
  pagination: PaginationData;
}

/** The id of a list's element, where its pager's links land. */
const listTarget = (list: PagedList) => `sitemap-list-${list.key}`;

function PageList({ list }: { list: PagedList }) {
  const target = listTarget(list);
  return (
    <>
      <ul id={target} tabIndex={-1} className="mt-2 space-y-1 border-l border-slate-200 pl-4 text-sm dark:border-slate-700">
        {list.entries.map((page) => (
          <li key={page.path}>
            <Link to={page.path} className={linkClasses}>
              {page.title}
            </Link>
          </li>
        ))}
      </ul>
      <Pagination pagination={list.pagination} target={target} label={list.label} />
    </>
  );
}

export function SitemapPage() {
  const { page, children, listings, otherPages, meta } = useLoaderData<typeof sitemapPageData>();
  const { footerGroups } = useSiteNavigation();
  const groups: { key: string; heading: string; links: PageLink[]; pages?: PagedList }[] = [
    ...footerGroups.map((group) => ({
      key: group.key,
      heading: group.heading,
      links: group.links.map((link) => ({ title: link.label, path: link.to })),
    })),
    { key: "more-pages", heading: "More pages", links: otherPages.entries, pages: otherPages },
  ];
  const siteMap = (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-16 sm:grid-cols-2 sm:px-6 sm:pb-20 lg:grid-cols-3 lg:px-8">
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`sitemap-${group.key}`}>
          <h2 id={`sitemap-${group.key}`} className="text-lg font-semibold">
            {group.heading}
          </h2>
          <ul id={group.pages && listTarget(group.pages)} tabIndex={group.pages ? -1 : undefined} className="mt-3 space-y-3">
            {group.links.map((link) => (
              <li key={link.path}>
                <Link to={link.path} className={`font-medium ${linkClasses}`}>
                  {link.title}
                </Link>
                {children[link.path]?.map((list) => (list.entries.length ? <PageList key={list.key} list={list} /> : null))}
                {link.path === "/sites-marketplace" && listings.entries.length ? (
                  <>
                    <p className="mt-3 text-sm font-medium">Sites for sale</p>
                    <PageList list={listings} />
                  </>
                ) : null}
              </li>
            ))}
          </ul>
          {group.pages ? (
            <Pagination pagination={group.pages.pagination} target={listTarget(group.pages)} label={group.pages.label} />
          ) : null}
        </section>
      ))}
    </div>
  );
  return <CmsPage page={page} crumbs={meta.crumbs} blocks={{ siteMap: { content: siteMap } }} />;
}
