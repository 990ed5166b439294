import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CmsPage } from "~/components/cms-page";
import { PlatformCard } from "~/components/platform-card";
import { cms } from "~/lib/cms/cms.server";
import { platformsQuery } from "~/lib/cms/queries/products";
import { getPage, pageMeta } from "~/lib/pages.server";
import { routeMeta } from "~/lib/seo/route-meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const [page, platforms] = await Promise.all([getPage("templates"), cms.fetch(platformsQuery)]);
  return json({ page, platforms, meta: pageMeta(request, page.seo, page.title) });
}

export const meta: MetaFunction<typeof loader> = (args) => routeMeta(args);

export default function PlatformsPage() {
  const { page, platforms, meta } = useLoaderData<typeof loader>();
  return (
    <CmsPage page={page} crumbs={meta.crumbs}>
      <section aria-labelledby="platforms-heading" className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 lg:px-8">
        <h2 id="platforms-heading" className="sr-only">
          Platforms
        </h2>
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {platforms.map((platform) => (
            <PlatformCard key={platform._id} platform={platform} />
          ))}
        </div>
      </section>
    </CmsPage>
  );
}
