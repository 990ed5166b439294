import { Form, useLoaderData } from "@remix-run/react";
import { AccountShell } from "~/components/layout/account-shell";
import { buttonClasses } from "~/components/ui/button";
import type { affiliateLayoutData } from "~/lib/page-data/affiliate.server";

/** The affiliates' pages: a plain header (no site chrome), the signed-in affiliate and sign out. */
export function AffiliateLayout() {
  const { name } = useLoaderData<typeof affiliateLayoutData>();
  return (
    <AccountShell
      header={
        <>
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
        </>
      }
    />
  );
}
