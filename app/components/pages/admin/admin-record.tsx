import { isRouteErrorResponse, Link, useLocation, useNavigate, useRouteError } from "@remix-run/react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { RouteError } from "~/components/errors/route-error";

/**
 * The parts of a console page about one record (an order, a message): its sections and details, the one line that
 * says what an action did, a refusal, and the page shown when the record does not exist or the session ended.
 */

export function RecordSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function RecordDetails({ children }: { children: ReactNode }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-[minmax(10rem,auto)_1fr] dark:border-slate-800 dark:bg-slate-900">
      {children}
    </dl>
  );
}

export function RecordDetail({ term, testId, children }: { term: string; testId?: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-300">{term}</dt>
      <dd className="break-words" data-testid={testId}>
        {children}
      </dd>
    </>
  );
}

/**
 * What the last action did, in one focused line, shown once: kept here while the address loses the query that named
 * the action (a replace navigation, so a reload shows none), and put away while `hidden` (the next submission, a refusal).
 */
export function ActionResult({ result, hidden }: { result: string | null; hidden: boolean }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const resultRef = useRef<HTMLParagraphElement>(null);
  const [recorded, setRecorded] = useState(result);
  if (result && result !== recorded) setRecorded(result);
  useEffect(() => {
    if (!result) return;
    resultRef.current?.focus();
    navigate(pathname, { replace: true, preventScrollReset: true });
  }, [result, pathname, navigate]);
  const shown = hidden ? null : recorded;
  if (!shown) return null;
  return (
    <p
      ref={resultRef}
      tabIndex={-1}
      role="status"
      className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 font-medium text-emerald-900 outline-none focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-100"
    >
      {shown}
    </p>
  );
}

export function ActionRefusal({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="mt-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
    >
      {message}
    </p>
  );
}

interface RecordErrorProps {
  headingId: string;
  notFound: { title: string; text: string };
  list: { path: string; label: string };
}

/** A record's page that cannot be shown: no such record (404), or an action sent without a session (401). */
function RecordError({ headingId, notFound, list }: RecordErrorProps) {
  const error = useRouteError();
  const { pathname } = useLocation();
  if (!isRouteErrorResponse(error) || (error.status !== 404 && error.status !== 401)) return <RouteError />;
  const missing = error.status === 404;
  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId} tabIndex={-1} className="text-2xl font-bold outline-none">
        {missing ? notFound.title : "Not signed in"}
      </h1>
      <p className="mt-3">{missing ? notFound.text : String(error.data)}</p>
      <p className="mt-3">
        {missing ? (
          <Link to={list.path} className="text-brand-700 underline underline-offset-2 dark:text-brand-300">
            {list.label}
          </Link>
        ) : (
          <a
            href={`/admin/login?next=${encodeURIComponent(pathname)}`}
            className="text-brand-700 underline underline-offset-2 dark:text-brand-300"
          >
            Log in
          </a>
        )}
      </p>
    </section>
  );
}

/** The error boundary of a record's page: its 404 in the operator's words, its 401 with the way back in. */
export const recordErrorBoundary = (props: RecordErrorProps) =>
  function RecordErrorBoundary() {
    return <RecordError {...props} />;
  };
