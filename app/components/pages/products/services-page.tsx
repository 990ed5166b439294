import { useLoaderData } from "@remix-run/react";
import { CmsPage } from "~/components/cms-page";
import { ServiceCard } from "~/components/service-card";
import type { servicesPageData } from "~/lib/page-data/products.server";

export function ServicesPage() {
  const { page, services, meta } = useLoaderData<typeof servicesPageData>();
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
