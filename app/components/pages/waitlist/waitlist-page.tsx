import { useLoaderData } from "@remix-run/react";
import type { Page } from "~/lib/cms/queries/page";
import type { PageMeta } from "~/lib/seo/page-meta";
import { CmsPage } from "~/components/cms-page";
import { formBlock } from "~/components/forms/form-panel";
import { WaitlistForm } from "~/components/forms/waitlist-form";

/** The coming-soon pages: their CMS content with the waitlist form right under the heading. */
export function WaitlistPage() {
  const { page, platforms, meta } = useLoaderData<{
    page: Page;
    platforms: { value: string; title: string }[];
    meta: PageMeta;
  }>();
  return (
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
  );
}
