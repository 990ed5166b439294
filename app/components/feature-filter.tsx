import { useId, useRef, useState, type MouseEvent } from "react";
import { buttonClasses } from "~/components/ui/button";
import { FEATURE_CATEGORY_OPTIONS, optionTitle } from "~/lib/cms/options";
import { OptionList } from "~/components/forms/option-list";
import {
  featureFilterSearch,
  filterFeatures,
  groupFeaturesByCategory,
  isFiltered,
  normalizeQuery,
  type FeatureCategory,
  type FeatureFilter,
  type FeatureGroup,
  type IgnoredParam,
} from "~/lib/features";
import { useHydrated } from "./use-hydrated";

interface FilterableFeature {
  name: string;
  description: string;
  category: string;
}

export interface FeatureFilterState<Feature> {
  category: FeatureCategory | undefined;
  /** The text box as typed (the filter applies it normalised). */
  text: string;
  filter: FeatureFilter;
  ignored: readonly IgnoredParam[];
  matches: Feature[];
  groups: FeatureGroup<Feature>[];
  setCategory(category: FeatureCategory | undefined): void;
  setText(text: string): void;
  clear(): void;
}

/**
 * The filter of the /features page. Without JavaScript the loader's filter (from the query string)
 * is all there is; with it, every change filters at once and the address bar follows (replaced,
 * not pushed, and without a router navigation, so no data is fetched while the visitor types).
 * A real navigation (a link, back/forward, a plain form submit) brings a new filter from the loader.
 */
export function useFeatureFilter<Feature extends FilterableFeature>({
  features,
  loadedFilter,
  ignored,
  navigationKey,
  path,
}: {
  features: readonly Feature[];
  loadedFilter: FeatureFilter;
  ignored: readonly IgnoredParam[];
  navigationKey: string;
  path: string;
}): FeatureFilterState<Feature> {
  const [category, setCategoryState] = useState<FeatureCategory | undefined>(loadedFilter.category);
  const [text, setTextState] = useState(loadedFilter.q ?? "");
  const [notices, setNotices] = useState<readonly IgnoredParam[]>(ignored);
  const [syncedKey, setSyncedKey] = useState(navigationKey);

  if (navigationKey !== syncedKey) {
    // A navigation happened: adopt what the loader read from the new URL (React's "adjust state
    // while rendering" pattern, so the new results show in the same render).
    setSyncedKey(navigationKey);
    setCategoryState(loadedFilter.category);
    setTextState(loadedFilter.q ?? "");
    setNotices(ignored);
  }

  const q = normalizeQuery(text);
  const filter: FeatureFilter = { ...(category ? { category } : {}), ...(q ? { q } : {}) };
  const matches = filterFeatures(features, filter);

  const update = (next: FeatureFilter, nextText: string) => {
    setCategoryState(next.category);
    setTextState(nextText);
    setNotices([]);
    const url = `${path}${featureFilterSearch(next)}${window.location.hash}`;
    // Keep the router's own history entry (its key and index) and change only the URL.
    window.history.replaceState(window.history.state, "", url);
  };

  return {
    category,
    text,
    filter,
    ignored: notices,
    matches,
    groups: groupFeaturesByCategory(matches),
    setCategory: (nextCategory) => update({ ...filter, category: nextCategory }, text),
    setText: (nextText) => {
      const nextQ = normalizeQuery(nextText);
      update({ ...(category ? { category } : {}), ...(nextQ ? { q: nextQ } : {}) }, nextText);
    },
    clear: () => update({}, ""),
  };
}

const fieldClasses =
  "mt-1 block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm " +
  "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 " +
  "dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

/**
 * A GET form, so filtering works with no JavaScript (the Filter button submits it) and results
 * can be linked to; with JavaScript every change applies at once. The result count is announced politely.
 */
export function FeatureFilterForm<Feature extends FilterableFeature>({
  state,
  total,
  action,
}: {
  state: FeatureFilterState<Feature>;
  total: number;
  action: string;
}) {
  const id = useId();
  const textInput = useRef<HTMLInputElement>(null);
  // Marks the form once JavaScript has taken it over (filters apply as you type from then on).
  const enhanced = useHydrated();
  const count = state.matches.length;
  const filtered = isFiltered(state.filter);
  const status =
    count === 0
      ? "No features match these filters."
      : filtered
        ? `${count} of ${total} ${total === 1 ? "feature" : "features"} match.`
        : `Showing all ${total} features.`;

  const clear = (event: MouseEvent<HTMLAnchorElement>) => {
    // A plain click clears in place; a modified click (new tab…) follows the link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    state.clear();
    textInput.current?.focus();
  };

  return (
    <div>
      <form
        method="get"
        action={action}
        role="search"
        aria-label="Filter features"
        data-enhanced={enhanced ? "true" : undefined}
        // With JavaScript the results are already current: submitting only keeps the page where it is.
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-end sm:p-6 dark:border-slate-800 dark:bg-slate-900/60"
      >
        <div>
          <label htmlFor={`${id}-category`} className="text-sm font-semibold">
            Category
          </label>
          <select
            id={`${id}-category`}
            name="category"
            value={state.category ?? ""}
            onChange={(event) => state.setCategory((event.target.value || undefined) as FeatureCategory | undefined)}
            className={fieldClasses}
          >
            <OptionList options={FEATURE_CATEGORY_OPTIONS} empty="All categories" />
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-q`} className="text-sm font-semibold">
            Search features
          </label>
          <input
            ref={textInput}
            id={`${id}-q`}
            name="q"
            type="search"
            value={state.text}
            onChange={(event) => state.setText(event.target.value)}
            maxLength={200}
            autoComplete="off"
            className={fieldClasses}
          />
        </div>
        <div className="flex items-center gap-4">
          <button type="submit" className={buttonClasses("primary", "h-11 w-full px-6 sm:w-auto")}>
            Filter
          </button>
          {filtered && count > 0 ? (
            <a
              href={action}
              onClick={clear}
              className="shrink-0 rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300"
            >
              Clear filters
            </a>
          ) : null}
        </div>
      </form>

      {state.ignored.length ? (
        <p className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
          {state.ignored.map((param) => `The unknown ${param.name} “${param.value}” was ignored.`).join(" ")}
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

      {count === 0 ? (
        <div className="mt-6 rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
          <p className="text-lg font-semibold">{emptyMessage(state.filter)}</p>
          <p className="mt-2 text-slate-600 dark:text-slate-300">Try fewer or different words, or another category.</p>
          <a href={action} onClick={clear} className={buttonClasses("secondary", "mt-6")}>
            Clear filters
          </a>
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
