/** The product mark and name; the name comes from the CMS site settings. */
export function Logo({ productName }: { productName: string }) {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900 dark:text-white">
      <img src="/brand/mark.svg" alt="" width="32" height="32" className="h-8 w-8" />
      <span>{productName}</span>
    </span>
  );
}
