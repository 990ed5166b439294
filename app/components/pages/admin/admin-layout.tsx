import { Form, NavLink, useFetcher, useLoaderData } from "@remix-run/react";
import { AccountShell } from "~/components/layout/account-shell";
import type { adminLayoutData } from "~/lib/page-data/admin.server";

const OUTBOX_PATH = "/admin/outbox";

const SECTIONS = [
  { to: "/admin/leads", label: "Leads" },
  { to: "/admin/orders", label: "Orders" },
  { to: OUTBOX_PATH, label: "Outbox" },
  { to: "/admin/blog", label: "Blog" },
  { to: "/admin/affiliates", label: "Affiliates" },
  { to: "/admin/payouts", label: "Payouts" },
  { to: "/admin/campaigns", label: "Campaigns" },
];

/** The outbox's failed messages, which wait for an operator's resend: a badge on its link, its words for screen readers. */
function FailedCount({ count }: { count: number }) {
  return (
    <>
      {" "}
      <span className="ml-0.5 rounded-full bg-red-700 px-1.5 py-0.5 text-xs font-semibold text-white">
        {count}
        <span className="sr-only"> failed</span>
      </span>
    </>
  );
}

const consoleButtonClasses =
  "rounded-md border border-slate-300 px-3 py-1.5 font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:hover:bg-slate-800";

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500 ${
    isActive
      ? "bg-slate-900 text-white dark:bg-white dark:text-slate-900"
      : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
  }`;

/** The operators' console: its own plain header (no site chrome, no marketing), the signed-in operator, log out. */
export function AdminLayout() {
  const { operatorEmail, failedMessages } = useLoaderData<typeof adminLayoutData>();
  return (
    <AccountShell
      header={
        <>
          <p className="font-bold">XchangeKit admin</p>
          {operatorEmail ? (
            <>
              <nav aria-label="Admin">
                <ul className="flex flex-wrap gap-1">
                  {SECTIONS.map((section) => (
                    <li key={section.to}>
                      <NavLink to={section.to} className={navLinkClasses}>
                        {section.label}
                        {section.to === OUTBOX_PATH && failedMessages > 0 ? <FailedCount count={failedMessages} /> : null}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
              <RefreshContent />
              <Form method="post" action="/admin/logout" className="flex items-center gap-3 text-sm">
                <span className="min-w-0 break-all text-slate-600 dark:text-slate-300">{operatorEmail}</span>
                <button type="submit" className={consoleButtonClasses}>
                  Log out
                </button>
              </Form>
            </>
          ) : null}
        </>
      }
    />
  );
}

/**
 * Empties the CMS cache and the page cache of every instance: for an edit that must show now, or after a webhook was
 * missed. Says so when the other instances could not be told (503).
 */
function RefreshContent() {
  const fetcher = useFetcher<{ refreshed: number } | { error: string }>();
  return (
    <fetcher.Form method="post" action="/admin/refresh" className="flex items-center gap-2 text-sm">
      <button type="submit" className={consoleButtonClasses}>
        {fetcher.state === "idle" ? "Refresh content now" : "Refreshing…"}
      </button>
      <span role="status" className="text-slate-600 dark:text-slate-300">
        {fetcher.data && fetcher.state === "idle"
          ? "error" in fetcher.data
            ? fetcher.data.error
            : "Done: every page reads the CMS again."
          : ""}
      </span>
    </fetcher.Form>
  );
}
