import { Form, Link } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { buttonClasses, type ButtonVariant } from "~/components/ui/button";

const HEADING_ID = "mail-link-heading";

/**
 * The page a message's link opens (decision 067): what the link does or why it cannot, in the site's chrome. After a
 * button's POST (with JavaScript) the new heading takes the focus, so a screen reader reads the outcome.
 */
export function MailLinkPanel({
  eyebrow,
  heading,
  outcome,
  children,
}: {
  eyebrow: string;
  heading: string;
  outcome?: string;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (outcome) headingRef.current?.focus();
  }, [outcome]);
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white pb-16 pt-16 sm:pb-20 dark:from-brand-950/60 dark:to-slate-950">
      <article className="mx-auto max-w-xl px-4 sm:px-6" aria-labelledby={HEADING_ID}>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">{eyebrow}</p>
        <h1
          id={HEADING_ID}
          ref={headingRef}
          tabIndex={-1}
          className="mt-3 text-balance text-3xl font-extrabold tracking-tight outline-none sm:text-4xl"
        >
          {heading}
        </h1>
        <div className="mt-6 space-y-4 text-lg text-slate-700 dark:text-slate-300">{children}</div>
      </article>
    </div>
  );
}

/** A link's one button: a plain form posting to the page's own address (token included), so it works without JavaScript. */
export function MailLinkButton({ name, value, label }: { name: string; value: string; label: string }) {
  return (
    <Form method="post" className="pt-4">
      <input type="hidden" name={name} value={value} />
      <button type="submit" className={buttonClasses("primary", "w-full px-6 py-3 text-base sm:w-auto")}>
        {label}
      </button>
    </Form>
  );
}

/** The way on from a link's page: to the site, or to the waitlist's form. */
export function MailLinkOnward({ to, label, variant = "secondary" }: { to: string; label: string; variant?: ButtonVariant }) {
  return (
    <p className="pt-4">
      <Link to={to} className={buttonClasses(variant, "px-6 py-3 text-base")}>
        {label}
      </Link>
    </p>
  );
}

const UNREADABLE = {
  heading: "That did not work",
  text: "The request could not be read. Open the link from your e-mail again and use its button.",
};

/** What a refused POST says: too many, not from the page's button, or the database away. */
export const LINK_PROBLEMS: Record<"rate-limited" | "too-large" | "bad-request" | "unavailable", { heading: string; text: string }> = {
  "rate-limited": { heading: "Too many attempts", text: "Please wait a few minutes, then open the link from your e-mail again." },
  "too-large": UNREADABLE,
  "bad-request": UNREADABLE,
  unavailable: { heading: "Briefly unavailable", text: "We could not save that just now. Please try again in a minute." },
};
