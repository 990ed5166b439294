import { useLoaderData } from "@remix-run/react";
import { CmsPage } from "~/components/sections/cms-page";
import { formBlock } from "~/components/forms/form-panel";
import { SupportForm } from "~/components/forms/support-form";
import type { supportPageData } from "~/lib/page-data/company.server";

export function SupportPage() {
  const { page, defaults, meta } = useLoaderData<typeof supportPageData>();
  return (
    <CmsPage
      page={page}
      crumbs={meta.crumbs}
      blocks={{
        form: formBlock(
          "contact",
          { heading: "Send us a message", intro: "Pre-sale questions and technical help alike: we answer every message ourselves." },
          <SupportForm defaults={defaults} />,
        ),
      }}
    />
  );
}
