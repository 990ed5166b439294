import { z } from "zod";
import { PRICED_TYPES } from "~/lib/declarations/price-tokens";
import { defineComposedQuery } from "~/lib/cms/query";

/** Every price a `{price:<slug>}` token may name (app/lib/declarations/price-tokens.ts). */
export const pricesQuery = defineComposedQuery({
  name: "prices",
  groq: /* groq */ `*[_type in ${JSON.stringify(PRICED_TYPES)} && defined(slug.current) && defined(price)]{ _id, _type, "slug": slug.current, price, paymentPlan }`,
  model: z.array(
    z.object({
      _id: z.string(),
      _type: z.string(),
      slug: z.string(),
      price: z.number().nonnegative(),
      paymentPlan: z.object({ monthlyAmount: z.number().nonnegative() }).nullish(),
    }),
  ),
  // Only read to resolve tokens in texts. When the CMS is down on a cold start those texts are the sample's, and so
  // are the prices that make them true; the pages that sell (pricing, the funnel) read their tiers with no fallback
  // (docs/decisions/034-price-tokens.md).
  fallback: "sample",
});
