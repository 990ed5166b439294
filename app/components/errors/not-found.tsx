import { Link } from "@remix-run/react";
import { buttonClasses } from "~/components/ui/button";

/** The page for unknown paths and unknown slugs (docs/architecture.md, Product rules); the route answers HTTP 404. */
export function NotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6" aria-labelledby="not-found-heading">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">Error 404</p>
      <h1 id="not-found-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        Page Not Found
      </h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
        The page you were looking for does not exist or has moved. Check the address, or pick up from one of these.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/home" className={buttonClasses("primary")}>
          Go to the home page
        </Link>
        <Link to="/sitemap" className={buttonClasses("secondary")}>
          Browse the sitemap
        </Link>
        <Link to="/support" className={buttonClasses("secondary")}>
          Contact support
        </Link>
      </div>
    </section>
  );
}
