import { useLoaderData } from "@remix-run/react";
import { AdminTable } from "./admin-table";
import { Pagination } from "~/components/pagination";
import { formatUsd } from "~/lib/core/format";
import type { adminOrdersPageData } from "~/lib/page-data/admin.server";

const LIST_HEADING_ID = "orders-heading";
const dateTime = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const STATUS_CLASSES: Record<string, string> = {
  paid: "text-emerald-700 dark:text-emerald-300",
  "payment-mismatch": "font-semibold text-red-700 dark:text-red-300",
  "payment-failed": "text-red-700 dark:text-red-300",
  "awaiting-payment": "text-slate-700 dark:text-slate-300",
};

/** Every order: reference, package, add-ons, total, the payment provider's word, and whether it was a test. */
export function AdminOrdersPage() {
  const { orders, total, pagination } = useLoaderData<typeof adminOrdersPageData>();
  return (
    <section aria-labelledby={LIST_HEADING_ID}>
      <h1 id={LIST_HEADING_ID} tabIndex={-1} className="text-2xl font-bold outline-none">
        Orders
      </h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300" role="status">
        {total === 0 ? "No orders yet." : `${pagination.first}–${pagination.last} of ${total}, newest first.`}
      </p>
      {orders.length ? (
        <AdminTable headings={["Reference", "Received (UTC)", "Buyer", "Package", "Add-ons", "Total", "Status"]} minWidth="min-w-[56rem]">
          {orders.map((order) => (
            <tr key={order.reference} data-testid="order-row">
              <th scope="row" className="whitespace-nowrap px-4 py-3 text-left align-top font-mono font-medium">
                {order.reference}
                {order.test ? (
                  <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 font-sans text-xs text-amber-900 dark:bg-amber-900 dark:text-amber-100">
                    test
                  </span>
                ) : null}
              </th>
              <td className="whitespace-nowrap px-4 py-3 align-top">{dateTime.format(new Date(order.submittedAt))}</td>
              <td className="px-4 py-3 align-top">{order.buyer || "—"}</td>
              <td className="px-4 py-3 align-top">{order.tierName}</td>
              <td className="px-4 py-3 align-top">{order.addOns.length ? order.addOns.join(", ") : "None"}</td>
              <td className="whitespace-nowrap px-4 py-3 align-top">{formatUsd(order.total)}</td>
              <td className="px-4 py-3 align-top">
                <span className={STATUS_CLASSES[order.status]}>{order.status}</span>
                {order.offers.map((offer) => (
                  <span key={offer} className="block text-xs text-slate-600 dark:text-slate-300">
                    {offer}
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      <Pagination pagination={pagination} target={LIST_HEADING_ID} label="Pages of orders" />
    </section>
  );
}
