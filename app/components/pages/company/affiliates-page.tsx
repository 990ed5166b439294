import { useLoaderData } from "@remix-run/react";
import { CmsPage } from "~/components/sections/cms-page";
import { AffiliateForm } from "~/components/forms/affiliate-form";
import { formBlock } from "~/components/forms/form-panel";
import type { affiliatesPageData } from "~/lib/page-data/company.server";
import { useSiteSettings } from "~/lib/root-data";

export function AffiliatesPage() {
  const { page, meta } = useLoaderData<typeof affiliatesPageData>();
  const { productName } = useSiteSettings();
  return (
    <CmsPage
      page={page}
      crumbs={meta.crumbs}
      blocks={{
        form: formBlock(
          "apply",
          { heading: "Join the affiliate programme", intro: `Tell us who you are and how you will promote ${productName}.` },
          <AffiliateForm />,
        ),
      }}
    />
  );
}
