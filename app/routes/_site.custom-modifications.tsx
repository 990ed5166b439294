import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CmsPage } from "~/components/cms-page";
import { ModificationCard } from "~/components/modification-card";
import { cms } from "~/lib/cms/cms.server";
import { modificationsQuery } from "~/lib/cms/queries/marketplace";
import { MARKETPLACE_CRUMB } from "~/lib/marketplace";
import { getPage, pageMeta } from "~/lib/pages.server";
import { routeMeta } from "~/lib/seo/route-meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const [page, modifications] = await Promise.all([getPage("custom-modifications"), cms.fetch(modificationsQuery)]);
  return json({ page, modifications, meta: pageMeta(request, page.seo, page.title, [MARKETPLACE_CRUMB]) });
}

export const meta: MetaFunction<typeof loader> = (args) => routeMeta(args);

export default function CustomModificationsPage() {
  const { page, modifications, meta } = useLoaderData<typeof loader>();
  return (
    <CmsPage page={page} crumbs={meta.crumbs}>
      <section aria-labelledby="catalogue-heading" className="mx-auto max-w-7xl px-4 pb-8 sm:px-6 lg:px-8">
        <h2 id="catalogue-heading" className="sr-only">
          Modification catalogue
        </h2>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-label="Modification catalogue">
          {modifications.map((modification) => (
            <li key={modification._id} className="flex [&>article]:flex-1">
              <ModificationCard modification={modification} />
            </li>
          ))}
        </ul>
      </section>
    </CmsPage>
  );
}
