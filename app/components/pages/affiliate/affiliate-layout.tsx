import { Form, Outlet, useLoaderData } from "@remix-run/react";
import { MAIN_CONTENT_ID } from "~/components/layout/skip-links";
import { buttonClasses } from "~/components/ui/button";
import type { affiliateLayoutData } from "~/lib/page-data/affiliate.server";

/** The affiliates' pages: a plain header (no site chrome), the signed-in affiliate and sign out. */
export function AffiliateLayout() {
  const { name } = useLoaderData<typeof affiliateLayoutData>();
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="font-bold">
            <a href="/" className="underline-offset-2 hover:underline">
              XchangeKit
            </a>{" "}
            affiliates
          </p>
          {name ? (
            <Form method="post" action="/affiliate/sign-out" className="flex items-center gap-3 text-sm">
              <span className="min-w-0 break-words text-slate-600 dark:text-slate-300">{name}</span>
              <button type="submit" className={buttonClasses("secondary", "px-3 py-1.5")}>
                Sign out
              </button>
            </Form>
          ) : null}
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8 outline-none">
        <Outlet />
      </main>
    </div>
  );
}
