import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { adminInputClasses } from "./admin-input";
import { buttonClasses } from "~/components/ui/button";
import type { adminLoginAction, adminLoginPageData } from "~/lib/page-data/admin.server";

/** The operators' login: the same page whether or not any account exists. */
export function AdminLoginPage() {
  const { next } = useLoaderData<typeof adminLoginPageData>();
  const result = useActionData<typeof adminLoginAction>();
  const submitting = useNavigation().state === "submitting";
  const error = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result?.error) error.current?.focus();
  }, [result]);

  return (
    <section aria-labelledby="login-heading" className="mx-auto max-w-sm">
      <h1 id="login-heading" className="text-2xl font-bold">
        Log in
      </h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">For the site's operators: leads, orders and blog statistics.</p>
      <Form method="post" className="mt-6 space-y-4" aria-describedby={result?.error ? "login-error" : undefined}>
        <input type="hidden" name="next" value={next} />
        {result?.error ? (
          <p
            id="login-error"
            ref={error}
            tabIndex={-1}
            role="alert"
            className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          >
            {result.error}
          </p>
        ) : null}
        <div>
          <label htmlFor="admin-email" className="block text-sm font-medium">
            E-mail address
          </label>
          <input
            id="admin-email"
            name="email"
            type="email"
            autoComplete="username"
            required
            defaultValue={result?.email ?? ""}
            className={adminInputClasses}
          />
        </div>
        <div>
          <label htmlFor="admin-password" className="block text-sm font-medium">
            Password
          </label>
          <input
            id="admin-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={adminInputClasses}
          />
        </div>
        <button type="submit" disabled={submitting} className={buttonClasses("primary", "w-full px-4 py-2.5")}>
          {submitting ? "Logging in…" : "Log in"}
        </button>
      </Form>
    </section>
  );
}
