import { useLoaderData } from "@remix-run/react";
import { catalogueBlock } from "~/components/blocks/catalogue-section";
import { CmsPage } from "~/components/sections/cms-page";
import { ServiceCard } from "~/components/cards/service-card";
import type { servicesPageData } from "~/lib/page-data/products.server";

export function ServicesPage() {
  const { page, services, meta } = useLoaderData<typeof servicesPageData>();
  return (
    <CmsPage
      page={page}
      crumbs={meta.crumbs}
      blocks={{
        services: catalogueBlock(
          "services",
          "Services",
          <div className="grid gap-8 lg:grid-cols-2">
            {services.map((service) => (
              <ServiceCard key={service._id} service={service} />
            ))}
          </div>,
        ),
      }}
    />
  );
}
