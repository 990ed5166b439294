import type { MetaDescriptor } from "@remix-run/node";
import type { OfferView } from "~/lib/cms/queries/products";
import { productJsonLd } from "./json-ld";
import { DEFAULT_OG_IMAGE } from "./meta";
import type { PageMeta } from "./page-meta";
import { routeMeta, type MetaArgsWith } from "./route-meta";

/** An offer page's meta: its page SEO, breadcrumbs and Product JSON-LD at the visible price. */
export function offerMeta(args: MetaArgsWith<{ offer: OfferView; meta: PageMeta }>): MetaDescriptor[] {
  return routeMeta(args, ({ offer, meta }, { site, siteUrl }) => [
    productJsonLd(
      {
        name: offer.name,
        description: offer.summary,
        image: DEFAULT_OG_IMAGE.path,
        path: meta.path,
        offers: [{ price: offer.price, availability: "InStock", path: meta.path }],
      },
      site.operatorBrand,
      siteUrl,
    ),
  ]);
}
