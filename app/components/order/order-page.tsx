import { useLoaderData } from "@remix-run/react";
import { CmsPage } from "~/components/cms-page";
import type { Page } from "~/lib/cms/queries/page";
import type { OrderCatalog } from "~/lib/orders/order";
import type { PageMeta } from "~/lib/seo/page-meta";
import { OrderFunnel } from "./order-funnel";

export function OrderPage() {
  const { page, catalog, initialTier, test, startedToken, meta } = useLoaderData<{
    page: Page;
    catalog: OrderCatalog;
    initialTier: string | null;
    test: boolean;
    startedToken: string;
    meta: PageMeta;
  }>();
  return (
    <CmsPage page={page} crumbs={meta.crumbs}>
      <OrderFunnel catalog={catalog} startedToken={startedToken} initialTier={initialTier} test={test} />
    </CmsPage>
  );
}
