import { Link } from "@remix-run/react";
import { blogListPath } from "~/lib/declarations/paths";

/** A category or topic chip that filters the blog list. */
export function TermLink({
  kind,
  term,
  active = false,
}: {
  kind: "category" | "tag";
  term: { name: string; slug: string };
  active?: boolean;
}) {
  return (
    <Link
      to={blogListPath({ [kind]: term.slug })}
      aria-current={active ? "page" : undefined}
      className={`inline-flex rounded-full border px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-500 ${
        active
          ? "border-brand-600 bg-brand-600 text-white"
          : "border-slate-300 text-slate-700 hover:border-brand-500 hover:text-brand-700 dark:border-slate-600 dark:text-slate-200 dark:hover:text-brand-300"
      }`}
    >
      {term.name}
    </Link>
  );
}
