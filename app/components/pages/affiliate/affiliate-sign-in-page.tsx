import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { adminInputClasses } from "~/components/pages/admin/admin-input";
import { buttonClasses } from "~/components/ui/button";
import type { affiliateSignInAction, affiliateSignInPageData } from "~/lib/affiliate-area/sign-in.server";

/** The affiliates' sign-in: their address, and a link mailed to it (the same answer for any address). */
export function AffiliateSignInPage() {
  const { signedOut, linkMinutes } = useLoaderData<typeof affiliateSignInPageData>();
  const result = useActionData<typeof affiliateSignInAction>();
  const submitting = useNavigation().state === "submitting";
  const answer = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result) answer.current?.focus();
  }, [result]);
  const notice = result ? (result.sent ? result.message : result.error) : signedOut ? "You are signed out." : null;

  return (
    <section aria-labelledby="sign-in-heading" className="mx-auto max-w-md">
      <h1 id="sign-in-heading" className="text-2xl font-bold">
        Affiliate sign-in
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        Enter the e-mail address you applied with. We mail you a link that signs you in: it works once, for {linkMinutes} minutes. There is
        no password.
      </p>
      {notice ? (
        <p
          ref={answer}
          tabIndex={-1}
          role={result && !result.sent ? "alert" : "status"}
          className={`mt-4 rounded-lg border p-3 text-sm ${
            result && !result.sent
              ? "border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
              : "border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
          }`}
        >
          {notice}
        </p>
      ) : null}
      <Form method="post" className="mt-6 space-y-4">
        <div>
          <label htmlFor="affiliate-email" className="block text-sm font-medium">
            E-mail address
          </label>
          <input
            id="affiliate-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={result?.email ?? ""}
            className={adminInputClasses}
          />
        </div>
        <button type="submit" disabled={submitting} className={buttonClasses("primary", "w-full px-4 py-2.5")}>
          {submitting ? "Sending…" : "Mail me a sign-in link"}
        </button>
      </Form>
      <p className="mt-6 text-sm text-slate-600 dark:text-slate-300">
        Not an affiliate yet?{" "}
        <a href="/affiliates" className="text-brand-700 underline underline-offset-2 dark:text-brand-300">
          Apply to the programme
        </a>
        .
      </p>
    </section>
  );
}
