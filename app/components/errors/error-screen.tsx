import { Link, useRevalidator } from "@remix-run/react";
import { buttonClasses } from "~/components/ui/button";

export const ERROR_HEADING = "Something went wrong";
export const UNAVAILABLE_HEADING = "Briefly unavailable";
export const ERROR_MESSAGE = "We're sorry, but something unexpected happened. Please try again or return to the home page.";

/** Said instead when the page answered 503, by what could not be read just now. */
export const UNAVAILABLE_MESSAGES = {
  prices: "This page shows prices we could not load just now, so rather than show old ones we paused it. Please try again in a minute.",
  content: "We could not load this page's content just now. Please try again in a minute.",
  database: "We could not reach the site's database just now. Please try again in a minute.",
} as const;

/**
 * Product rule (docs/architecture.md): error screen. Try Again reloads the page's data, which also clears a render
 * error. `unavailable` (a 503) says what could not be read.
 */
export function ErrorScreen({ unavailable }: { unavailable?: keyof typeof UNAVAILABLE_MESSAGES }) {
  const revalidator = useRevalidator();
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6" aria-labelledby="error-heading">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">Error</p>
      <h1 id="error-heading" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
        {unavailable ? UNAVAILABLE_HEADING : ERROR_HEADING}
      </h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{unavailable ? UNAVAILABLE_MESSAGES[unavailable] : ERROR_MESSAGE}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          className={buttonClasses("primary")}
          disabled={revalidator.state !== "idle"}
          onClick={() => revalidator.revalidate()}
        >
          {revalidator.state === "idle" ? "Try Again" : "Trying again…"}
        </button>
        <Link to="/" className={buttonClasses("secondary")}>
          Go Home
        </Link>
      </div>
    </section>
  );
}
