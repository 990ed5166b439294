import { Link } from "@remix-run/react";

/** The centred "see them all" link under a section's cards. */
export function MoreLink({ to, label }: { to: string; label: string | undefined }) {
  return (
    <p className="mt-8 text-center">
      <Link
        to={to}
        className="font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300"
      >
        {label} <span aria-hidden="true">→</span>
      </Link>
    </p>
  );
}
