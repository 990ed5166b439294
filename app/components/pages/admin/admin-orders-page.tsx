import { Link, useLoaderData } from "@remix-run/react";
import { AdminListHeading } from "./admin-list-heading";
import { AdminTable } from "./admin-table";
import { LineStateText, TestBadge } from "./admin-order-state";
import { consoleTime } from "./admin-time";
import { Pagination } from "~/components/pagination";
import { formatUsd } from "~/lib/core/format";
import type { adminOrdersPageData } from "~/lib/admin/orders.server";

const LIST_HEADING_ID = "orders-heading";

/** Every order: its lines and their states, what is due and paid, the domain and hosting; each opens its own page. */
export function AdminOrdersPage() {
  const { orders, total, pagination, exportPath } = useLoaderData<typeof adminOrdersPageData>();
  return (
    <section aria-labelledby={LIST_HEADING_ID}>
      <AdminListHeading id={LIST_HEADING_ID} title="Orders" exportPath={exportPath} total={total} />
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300" role="status">
        {total === 0 ? "No orders yet." : `${pagination.first}–${pagination.last} of ${total}, newest first.`}
      </p>
      {orders.length ? (
        <AdminTable
          headings={["Reference", "Received (UTC)", "Buyer", "Package", "Lines", "Due", "Paid", "Domain", "Hosting"]}
          minWidth="min-w-[64rem]"
        >
          {orders.map((order) => (
            <tr key={order.reference} data-testid="order-row">
              <th scope="row" className="whitespace-nowrap px-4 py-3 text-left align-top font-mono font-medium">
                <Link to={order.path} className="text-brand-700 underline underline-offset-2 dark:text-brand-300">
                  {order.reference}
                </Link>
                {order.test ? <TestBadge /> : null}
              </th>
              <td className="whitespace-nowrap px-4 py-3 align-top">{consoleTime(order.submittedAt)}</td>
              <td className="px-4 py-3 align-top">{order.buyer || "—"}</td>
              <td className="px-4 py-3 align-top">
                {order.tierName}
                <span className="block text-xs text-slate-600 dark:text-slate-300">
                  {order.addOns.length ? `Add-ons: ${order.addOns.join(", ")}` : "No add-ons"}
                </span>
              </td>
              <td className="px-4 py-3 align-top">
                <ul>
                  {order.lines.map((line) => (
                    <li key={line.key}>
                      {line.label}: <LineStateText state={line.state} label={line.stateLabel} />
                    </li>
                  ))}
                </ul>
              </td>
              <td className="whitespace-nowrap px-4 py-3 align-top">{formatUsd(order.due)}</td>
              <td className="whitespace-nowrap px-4 py-3 align-top">{formatUsd(order.paid)}</td>
              <td className="px-4 py-3 align-top">
                {order.domain || "—"}
                {order.domainChoice ? <span className="block text-xs text-slate-600 dark:text-slate-300">{order.domainChoice}</span> : null}
              </td>
              <td className="px-4 py-3 align-top">{order.hosting || "—"}</td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      <Pagination pagination={pagination} target={LIST_HEADING_ID} label="Pages of orders" />
    </section>
  );
}
