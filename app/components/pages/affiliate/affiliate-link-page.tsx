import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { buttonClasses } from "~/components/ui/button";
import type { signInLinkAction, signInLinkPageData } from "~/lib/affiliate-area/sign-in.server";

const WHY_NOT: Record<"used" | "expired" | "invalid", { title: string; text: string }> = {
  used: {
    title: "This sign-in link was used already",
    text: "Each link signs in once. Ask for a new one: it comes to your inbox in a moment.",
  },
  expired: { title: "This sign-in link has expired", text: "Ask for a new one: it comes to your inbox in a moment." },
  invalid: { title: "This sign-in link does not work", text: "It may be cut short by your mail program. Ask for a new one." },
};

/**
 * A mailed sign-in link: a button that signs in (mail scanners open links, so opening it does nothing), or why the link
 * cannot sign in, with the way to a new one.
 */
export function AffiliateLinkPage() {
  const loaded = useLoaderData<typeof signInLinkPageData>();
  const refused = useActionData<typeof signInLinkAction>();
  const submitting = useNavigation().state === "submitting";
  const state = refused?.state ?? loaded.state;
  const error = refused && "error" in refused ? refused.error : null;

  return (
    <section aria-labelledby="link-heading" className="mx-auto max-w-md">
      {state === "ready" ? (
        <>
          <h1 id="link-heading" className="text-2xl font-bold">
            Sign in to your affiliate dashboard
          </h1>
          <p className="mt-2 text-slate-600 dark:text-slate-300">
            {loaded.name ? `Welcome, ${loaded.name}.` : null} This link signs you in once.
          </p>
          <Form method="post" className="mt-6">
            <input type="hidden" name="token" value={loaded.token} />
            <button type="submit" disabled={submitting} className={buttonClasses("primary", "w-full px-4 py-2.5")}>
              {submitting ? "Signing in…" : "Sign in"}
            </button>
          </Form>
        </>
      ) : (
        <>
          <h1 id="link-heading" className="text-2xl font-bold">
            {WHY_NOT[state].title}
          </h1>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{error ?? WHY_NOT[state].text}</p>
          <Link to="/affiliate/sign-in" className={buttonClasses("primary", "mt-6 inline-block px-4 py-2.5")}>
            Get a new sign-in link
          </Link>
        </>
      )}
    </section>
  );
}
