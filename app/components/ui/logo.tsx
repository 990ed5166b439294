import { Link } from "@remix-run/react";

/** The product mark and name; the name comes from the CMS site settings. */
export function Logo({ productName }: { productName: string }) {
  return (
    <span className="inline-flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900 dark:text-white">
      <img src="/brand/mark.svg" alt="" width="32" height="32" className="h-8 w-8" />
      <span>{productName}</span>
    </span>
  );
}

/** The logo as the link home, as the header and the pages without it show it. */
export function LogoHomeLink({ productName, className = "" }: { productName: string; className?: string }) {
  return (
    <Link
      to="/home"
      className={`rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500 ${className}`}
    >
      <Logo productName={productName} />
      <span className="sr-only"> home</span>
    </Link>
  );
}
