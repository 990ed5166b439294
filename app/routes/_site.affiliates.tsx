import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CmsPage } from "~/components/cms-page";
import { AffiliateForm } from "~/components/forms/affiliate-form";
import { FormPanel } from "~/components/forms/form-panel";
import { affiliateSchema } from "~/lib/forms/schemas";
import { formStartToken } from "~/lib/forms/spam.server";
import { handleFormSubmission } from "~/lib/forms/submit.server";
import { getPage, pageMeta } from "~/lib/pages.server";
import { routeMeta } from "~/lib/seo/route-meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await getPage("affiliates");
  return json({ page, startedToken: formStartToken(), meta: pageMeta(request, page.seo, page.title) });
}

export const action = ({ request }: ActionFunctionArgs) =>
  handleFormSubmission({
    request,
    form: "affiliate",
    schema: affiliateSchema,
    kind: "affiliateSignup",
    toast: { title: "Application received", description: "We review every application within two business days and reply by e-mail." },
  });

export const meta: MetaFunction<typeof loader> = (args) => routeMeta(args);

export default function AffiliatesPage() {
  const { page, startedToken, meta } = useLoaderData<typeof loader>();
  return (
    <CmsPage page={page} crumbs={meta.crumbs}>
      <FormPanel id="apply" heading="Join the affiliate programme" intro="Tell us who you are and how you will promote XchangeKit.">
        <AffiliateForm startedToken={startedToken} />
      </FormPanel>
    </CmsPage>
  );
}
