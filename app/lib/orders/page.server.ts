import { json } from "@remix-run/node";
import { formStartToken } from "~/lib/forms/spam.server";
import { getPage, pageMeta } from "~/lib/pages.server";
import { loadOrderCatalog } from "./catalog.server";

/** Loader of the order funnel and the test order form: the catalog, the preselected tier (?tier=). */
export async function loadOrderPage(request: Request, slug: "order-funnel" | "test-order-form") {
  const [page, { checkoutHosts: _hosts, ...catalog }] = await Promise.all([getPage(slug), loadOrderCatalog()]);
  const requested = new URL(request.url).searchParams.get("tier");
  return json({
    page,
    catalog,
    initialTier: catalog.tiers.some((tier) => tier.slug === requested) ? requested : null,
    test: slug === "test-order-form",
    startedToken: formStartToken(),
    meta: pageMeta(request, page.seo, page.title),
  });
}
