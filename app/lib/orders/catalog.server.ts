import { CmsUnavailableError } from "~/lib/cms/client/client.server";
import { cms } from "~/lib/cms/client/cms.server";
import { modificationsQuery } from "~/lib/cms/queries/marketplace";
import { offerBySlugQuery, pricingTiersQuery, servicesQuery } from "~/lib/cms/queries/products";
import type { OrderCatalog, OrderOfferSlug } from "./order";

/** Everything the order funnel sells, with prices, from the same documents the site shows. */
export async function loadOrderCatalog(): Promise<OrderCatalog> {
  const [tiers, services, graphics, vip, modifications] = await Promise.all([
    cms.fetch(pricingTiersQuery),
    cms.fetch(servicesQuery),
    cms.fetch(offerBySlugQuery, { slug: "offer-graphics" }),
    cms.fetch(offerBySlugQuery, { slug: "offer-vip-upgrades" }),
    cms.fetch(modificationsQuery),
  ]);
  const offers = [graphics, vip].flatMap((offer) =>
    offer ? [{ slug: offer.slug as OrderOfferSlug, name: offer.name, price: offer.price }] : [],
  );
  return {
    tiers: tiers.map(
      ({ _id, slug, name, price, billing, paymentPlan, includesInstallation, includesHosting, includedOffers, checkoutUrl }) => ({
        _id,
        slug,
        name,
        price,
        billing,
        paymentPlan,
        includesInstallation,
        includesHosting,
        includedOffers,
        checkoutUrl,
      }),
    ),
    installationPrice: services.find((service) => service.slug === "installation")?.price ?? null,
    offers,
    modifications: modifications.map(({ slug, name, price }) => ({ slug, name, price })),
  };
}

/** The funnel's catalogue, or null while the CMS cannot be read and no good copy is cached (never the sample's prices). */
export async function orderCatalogOrNull(): Promise<OrderCatalog | null> {
  try {
    return await loadOrderCatalog();
  } catch (error) {
    if (error instanceof CmsUnavailableError) return null;
    throw error;
  }
}
