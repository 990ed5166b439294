import { CmsUnavailableError } from "~/lib/cms/client/client.server";
import { cms } from "~/lib/cms/client/cms.server";
import { readingPublished } from "~/lib/cms/client/read-context.server";
import { modificationsQuery } from "~/lib/cms/queries/marketplace";
import { offerBySlugQuery, pricingTiersQuery, servicesQuery, type OfferView } from "~/lib/cms/queries/products";
import type { OrderCatalog, OrderOfferSlug } from "./order";

/**
 * Everything the order funnel sells, with prices, from the same documents the site shows: always as published, also in
 * preview, so a draft price never prices an order (decision 062).
 */
export function loadOrderCatalog(): Promise<OrderCatalog> {
  return readingPublished(async () => {
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
  });
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

/**
 * A one-time offer as published (price, name, checkout and decline links), whoever asks: what a buyer's answer on the
 * offer's page is recorded at, and where it sends them. Throws `CmsUnavailableError` while the CMS cannot say.
 */
export function publishedOffer(slug: string): Promise<OfferView | null> {
  return readingPublished(() => cms.fetch(offerBySlugQuery, { slug }));
}
