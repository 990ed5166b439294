import { Form, Link } from "@remix-run/react";
import { useId, useRef, type ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button";
import { CmsIcon } from "~/components/ui/cms-icon";
import { FEATURE_CATEGORY_OPTIONS, optionTitle, optionValues } from "~/lib/cms/options";
import { OptionList } from "~/components/forms/option-list";
import { normalizeQuery, type FeatureFilter, type IgnoredParam } from "~/lib/features";
import { FEATURES_PATH } from "~/lib/declarations/paths";
import { useFilterForm } from "~/components/hooks/use-filter-form";
import { useHydrated } from "~/components/hooks/use-hydrated";

/** The fields of the /features filter as they show: the category chosen ("" for all) and the text as typed. */
export interface FeatureFilterValues {
  category: string;
  q: string;
}

const CATEGORIES: readonly string[] = optionValues(FEATURE_CATEGORY_OPTIONS);

/** The fields from a query string: an unknown category shows (and is sent on) as "All categories". */
export function readFeatureFilterValues(search: URLSearchParams): FeatureFilterValues {
  const category = search.get("category")?.trim() ?? "";
  return { category: CATEGORIES.includes(category) ? category : "", q: search.get("q") ?? "" };
}

/** The query string of the fields, in a stable order (category, then the normalised text); no page, so a change starts at page 1. */
export function writeFeatureFilterValues(values: FeatureFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  if (values.category) params.set("category", values.category);
  const q = normalizeQuery(values.q);
  if (q) params.set("q", q);
  return params;
}

const fieldClasses =
  "block h-11 w-full rounded-lg border border-slate-300 bg-white text-base text-slate-900 shadow-sm " +
  "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 " +
  "dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

/**
 * The /features filter: a GET form, so filtering works with no JavaScript (the Filter button
 * submits it) and results can be linked to. With JavaScript a category applies at once and the
 * text once typing pauses; the server filters either way. The result line is announced politely.
 * `children` (the category links) share the form's panel, so the ways to narrow the list sit together.
 */
export function FeatureFilterForm({
  filter,
  filtered,
  ignored,
  status,
  empty,
  children,
}: {
  /** The filter the results on the page were found with. */
  filter: FeatureFilter;
  filtered: boolean;
  ignored: readonly IgnoredParam[];
  /** The result line. */
  status: string;
  /** No feature matches. */
  empty: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  const textInput = useRef<HTMLInputElement>(null);
  // Marks the form once JavaScript has taken it over (filters apply as you type from then on).
  const enhanced = useHydrated();
  const form = useFilterForm({ action: FEATURES_PATH, read: readFeatureFilterValues, write: writeFeatureFilterValues });
  // "Clear filters" disappears once it has done its work: the focus goes to the text box, ready for a new search.
  const focusText = () => textInput.current?.focus();

  return (
    <div>
      <div className="rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900/60">
        <Form
          method="get"
          action={FEATURES_PATH}
          role="search"
          aria-label="Filter features"
          data-enhanced={enhanced ? "true" : undefined}
          onSubmit={(event) => {
            // With JavaScript the page navigates itself (replacing the history entry, keeping the scroll).
            event.preventDefault();
            form.submit();
          }}
          className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-end"
        >
          <div>
            <label htmlFor={`${id}-category`} className="text-sm font-semibold">
              Category
            </label>
            <select
              id={`${id}-category`}
              name="category"
              value={form.values.category}
              onChange={(event) => form.choose({ ...form.values, category: event.target.value })}
              className={`mt-1 px-3 ${fieldClasses}`}
            >
              <OptionList options={FEATURE_CATEGORY_OPTIONS} empty="All categories" />
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-q`} className="text-sm font-semibold">
              Search features
            </label>
            <div className="relative mt-1">
              <CmsIcon
                name="search"
                className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-500 dark:text-slate-400"
              />
              <input
                ref={textInput}
                id={`${id}-q`}
                name="q"
                type="search"
                value={form.values.q}
                onChange={(event) => form.type({ ...form.values, q: event.target.value })}
                maxLength={200}
                autoComplete="off"
                placeholder="PayPal, captcha, cron…"
                className={`pr-3 pl-10 ${fieldClasses} placeholder:text-slate-500 dark:placeholder:text-slate-400`}
              />
            </div>
          </div>
          <div className="flex items-center gap-4">
            <button type="submit" className={buttonClasses("primary", "h-11 w-full px-6 sm:w-auto")}>
              Filter
            </button>
            {filtered && !empty ? (
              <Link
                to={FEATURES_PATH}
                preventScrollReset
                onClick={focusText}
                className="shrink-0 rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300"
              >
                Clear filters
              </Link>
            ) : null}
          </div>
        </Form>
        {children}
      </div>

      {ignored.length ? (
        <p className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
          {ignored
            .map((param) => `The unknown ${param.name === "page" ? "page number" : param.name} “${param.value}” was ignored.`)
            .join(" ")}
        </p>
      ) : null}

      <p
        role="status"
        aria-live="polite"
        className="mt-6 text-sm font-medium text-slate-700 dark:text-slate-300"
        data-testid="feature-count"
      >
        {status}
      </p>

      {empty ? (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
          <p className="text-lg font-semibold">{emptyMessage(filter)}</p>
          <p className="mt-2 text-slate-600 dark:text-slate-300">Try fewer or different words, or another category.</p>
          <Link to={FEATURES_PATH} preventScrollReset onClick={focusText} className={buttonClasses("secondary", "mt-6")}>
            Clear filters
          </Link>
        </div>
      ) : null}
    </div>
  );
}

function emptyMessage(filter: FeatureFilter): string {
  const category = filter.category ? optionTitle(FEATURE_CATEGORY_OPTIONS, filter.category) : undefined;
  if (filter.q) return `No features match “${filter.q}”${category ? ` in ${category}` : ""}.`;
  return `No features in ${category ?? "any category"} yet.`;
}
