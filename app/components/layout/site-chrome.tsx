import type { ReactNode } from "react";
import { useSiteSettings } from "~/lib/root-data";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { MAIN_CONTENT_ID, SkipLinks } from "./skip-links";
import { TopBar } from "./top-bar";

/** Skip links, top bar, header and footer around a page; used by the `_site` layout route only. */
export function SiteChrome({ children }: { children: ReactNode }) {
  const site = useSiteSettings();
  return (
    <>
      <SkipLinks />
      <TopBar social={site.social} productName={site.productName} />
      <SiteHeader productName={site.productName} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter site={site} />
    </>
  );
}
