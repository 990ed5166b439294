import { useLoaderData } from "@remix-run/react";
import { CmsPage } from "~/components/sections/cms-page";
import { OrderFunnel } from "~/components/order/order-funnel";
import { ORDERING_UNAVAILABLE, PREVIEW_ORDERS_DISABLED } from "~/lib/orders/messages";
import type { orderPageData } from "~/lib/page-data/orders.server";

const noticeClasses =
  "mx-auto max-w-3xl rounded-2xl border border-amber-300 bg-amber-50 p-6 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100";

/**
 * The order funnel in its page; while the catalogue cannot be read, a notice instead (the page answered 503). In
 * preview a notice at the top says orders are disabled: the funnel can be walked through, its last step refuses.
 */
export function OrderPage() {
  const { page, catalog, initialTier, test, ordersDisabled, meta } = useLoaderData<typeof orderPageData>();
  const form = catalog ? (
    <>
      {ordersDisabled ? (
        <p role="note" data-testid="orders-disabled" className={`mb-6 ${noticeClasses}`}>
          <strong>{PREVIEW_ORDERS_DISABLED}</strong>
        </p>
      ) : null}
      <OrderFunnel catalog={catalog} initialTier={initialTier} test={test} />
    </>
  ) : (
    <p role="alert" data-testid="ordering-unavailable" className={`mb-12 ${noticeClasses}`}>
      {ORDERING_UNAVAILABLE}
    </p>
  );
  return <CmsPage page={page} crumbs={meta.crumbs} blocks={{ orderForm: { content: form } }} />;
}
