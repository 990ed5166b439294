import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CmsPage } from "~/components/cms-page";
import { ServiceCard } from "~/components/service-card";
import { cms } from "~/lib/cms/cms.server";
import { servicesQuery } from "~/lib/cms/queries/products";
import { getPage, pageMeta } from "~/lib/pages.server";
import { routeMeta } from "~/lib/seo/route-meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const [page, services] = await Promise.all([getPage("services"), cms.fetch(servicesQuery)]);
  return json({ page, services, meta: pageMeta(request, page.seo, page.title) });
}

export const meta: MetaFunction<typeof loader> = (args) => routeMeta(args);

export default function ServicesPage() {
  const { page, services, meta } = useLoaderData<typeof loader>();
  return (
    <CmsPage page={page} crumbs={meta.crumbs}>
      <section aria-labelledby="services-heading" className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 lg:px-8">
        <h2 id="services-heading" className="sr-only">
          Services
        </h2>
        <div className="grid gap-8 lg:grid-cols-2">
          {services.map((service) => (
            <ServiceCard key={service._id} service={service} />
          ))}
        </div>
      </section>
    </CmsPage>
  );
}
