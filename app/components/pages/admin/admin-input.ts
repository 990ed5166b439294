/**
 * The console's text inputs and selects. Its own, not the site forms' (`forms/fields.tsx`): sharing that module would
 * split it into a chunk of its own and cost the order funnel's page the bytes of the split (decision 026).
 */
export const adminInputClasses =
  "mt-1 block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100";
