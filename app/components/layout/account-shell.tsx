import { Outlet } from "@remix-run/react";
import type { ReactNode } from "react";
import { MAIN_CONTENT_ID } from "./skip-links";

/**
 * The frame of the pages people sign in to (the operators' console, the affiliates' dashboard): a plain header with what
 * the layout puts in it, no site chrome, and the page below.
 */
export function AccountShell({ header }: { header: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">{header}</div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8 outline-none">
        <Outlet />
      </main>
    </div>
  );
}
