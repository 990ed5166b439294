const tones = {
  positive: "bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200",
  pending: "bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100",
  neutral: "bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
} as const;

/** A short status label: Available now, Coming soon, Under offer, Sold… */
export function StatusBadge({ label, tone }: { label: string; tone: keyof typeof tones }) {
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>{label}</span>;
}
