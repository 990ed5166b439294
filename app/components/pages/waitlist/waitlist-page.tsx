import { useLoaderData } from "@remix-run/react";
import { LogoHomeLink } from "~/components/ui/logo";
import { useSiteSettings } from "~/lib/root-data";
import type { Page } from "~/lib/cms/queries/page";
import type { PageMeta } from "~/lib/seo/page-meta";
import { CmsPage } from "~/components/sections/cms-page";
import { formBlock } from "~/components/forms/form-panel";
import { WaitlistForm } from "~/components/forms/waitlist-form";

/**
 * The coming-soon pages: the logo (they have no header), then their CMS content with the waitlist form right under
 * the heading.
 */
export function WaitlistPage() {
  const { productName } = useSiteSettings();
  const { page, platforms, meta } = useLoaderData<{
    page: Page;
    platforms: { value: string; title: string }[];
    meta: PageMeta;
  }>();
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8">
        <LogoHomeLink productName={productName} className="inline-block" />
      </div>
      <CmsPage
        page={page}
        crumbs={meta.crumbs}
        blocks={{
          form: formBlock(
            "join-waitlist",
            {
              heading: "Join the waitlist",
              intro: "One e-mail when it opens, with your launch pricing. No newsletter, no sharing your address.",
            },
            <WaitlistForm platforms={platforms} />,
          ),
        }}
      />
    </>
  );
}
