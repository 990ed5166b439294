import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CmsPage } from "~/components/cms-page";
import { FormPanel } from "~/components/forms/form-panel";
import { SupportForm } from "~/components/forms/support-form";
import { supportSchema } from "~/lib/forms/schemas";
import { formStartToken } from "~/lib/forms/spam.server";
import { handleFormSubmission } from "~/lib/forms/submit.server";
import { supportPrefill } from "~/lib/forms/support-prefill";
import { getPage, pageMeta } from "~/lib/pages.server";
import { routeMeta } from "~/lib/seo/route-meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const page = await getPage("support");
  return json({
    page,
    startedToken: formStartToken(),
    defaults: supportPrefill(new URL(request.url).searchParams),
    meta: pageMeta(request, page.seo, page.title),
  });
}

export const action = ({ request }: ActionFunctionArgs) =>
  handleFormSubmission({
    request,
    form: "support",
    schema: supportSchema,
    kind: "supportRequest",
    toast: { title: "Message sent", description: "We reply within one business day, to the e-mail address you gave." },
  });

export const meta: MetaFunction<typeof loader> = (args) => routeMeta(args);

export default function SupportPage() {
  const { page, startedToken, defaults, meta } = useLoaderData<typeof loader>();
  return (
    <CmsPage page={page} crumbs={meta.crumbs}>
      <FormPanel
        id="contact"
        heading="Send us a message"
        intro="Pre-sale questions and technical help alike: we answer every message ourselves."
      >
        <SupportForm startedToken={startedToken} defaults={defaults} />
      </FormPanel>
    </CmsPage>
  );
}
