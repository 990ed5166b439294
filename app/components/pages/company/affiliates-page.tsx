import { useLoaderData } from "@remix-run/react";
import { CmsPage } from "~/components/cms-page";
import { AffiliateForm } from "~/components/forms/affiliate-form";
import { FormPanel } from "~/components/forms/form-panel";
import type { affiliatesPageData } from "~/lib/page-data/company.server";

export function AffiliatesPage() {
  const { page, meta } = useLoaderData<typeof affiliatesPageData>();
  return (
    <CmsPage page={page} crumbs={meta.crumbs}>
      <FormPanel id="apply" heading="Join the affiliate programme" intro="Tell us who you are and how you will promote XchangeKit.">
        <AffiliateForm />
      </FormPanel>
    </CmsPage>
  );
}
