import { useLoaderData } from "@remix-run/react";
import { CmsPage } from "~/components/sections/cms-page";
import { OrderFunnel } from "~/components/order/order-funnel";
import { ORDERING_UNAVAILABLE } from "~/lib/orders/messages";
import type { orderPageData } from "~/lib/page-data/orders.server";

/** The order funnel in its page; while the catalogue cannot be read, a notice instead (the page answered 503). */
export function OrderPage() {
  const { page, catalog, initialTier, test, meta } = useLoaderData<typeof orderPageData>();
  const form = catalog ? (
    <OrderFunnel catalog={catalog} initialTier={initialTier} test={test} />
  ) : (
    <p
      role="alert"
      data-testid="ordering-unavailable"
      className="mx-auto mb-12 max-w-3xl rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      {ORDERING_UNAVAILABLE}
    </p>
  );
  return <CmsPage page={page} crumbs={meta.crumbs} blocks={{ orderForm: { content: form } }} />;
}
