import { Form } from "@remix-run/react";
import type { ChangeEventHandler, Ref } from "react";
import { OptionList } from "~/components/forms/option-list";
import { buttonClasses } from "~/components/ui/button";
import { LISTING_CATEGORY_OPTIONS, LISTING_STATUS_OPTIONS } from "~/lib/cms/options";
import { LISTING_QUERY_PARAMS, LISTING_SORT_OPTIONS, type ListingQueryParam } from "~/lib/listings";

export type ListingFilterValues = Record<ListingQueryParam, string>;

/** The filter fields' raw values (invalid ones included, as typed) from a query string or the form. */
export function readListingFilterValues(source: URLSearchParams | FormData): ListingFilterValues {
  const value = (name: ListingQueryParam) => {
    const raw = source.get(name);
    return typeof raw === "string" ? raw : "";
  };
  return { category: value("category"), status: value("status"), min: value("min"), max: value("max"), sort: value("sort") };
}

/** The query string of the fields: empty ones and the default sort ("newest") left out; no page, so a change starts at page 1. */
export function writeListingFilterValues(values: ListingFilterValues): URLSearchParams {
  return new URLSearchParams(
    LISTING_QUERY_PARAMS.flatMap((name) => {
      const value = values[name].trim();
      return value && !(name === "sort" && value === "newest") ? [[name, value]] : [];
    }),
  );
}

const field =
  "mt-1 block h-10 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm " +
  "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500 " +
  "dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100";
const label = "block text-sm font-medium text-slate-700 dark:text-slate-300";

/** A number field shows only a valid number (HTML's rule); an invalid one from the URL shows as empty. */
const numberValue = (raw: string) => (/^-?(?:\d+|\d*\.\d+)(?:[eE][-+]?\d+)?$/.test(raw) ? raw : "");

/**
 * The filters of /sites-for-sale: a GET form, so without JavaScript Apply reloads the page with
 * the choices in the query string; with JavaScript a choice applies at once and a typed price once
 * typing pauses (`onChange`), and Apply or Enter applies at once (`onSubmit`). The fields show
 * `values`, the raw query-string values (invalid ones included, as typed).
 */
export function ListingFilters({
  values,
  onChange,
  onSubmit,
  firstField,
}: {
  values: ListingFilterValues;
  onChange: (values: ListingFilterValues, how: "choose" | "type") => void;
  onSubmit: () => void;
  /** The first field, for moving focus to the form (after "Clear filters"). */
  firstField?: Ref<HTMLSelectElement>;
}) {
  const changeField = (how: "choose" | "type") => (event: { currentTarget: HTMLInputElement | HTMLSelectElement }) => {
    const form = event.currentTarget.form;
    if (form) onChange(readListingFilterValues(new FormData(form)), how);
  };
  return (
    <Form
      method="get"
      aria-labelledby="listing-filters-heading"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900/60"
      onSubmit={(event) => {
        // With JavaScript the page navigates itself (replacing the history entry, keeping the scroll).
        event.preventDefault();
        onSubmit();
      }}
    >
      <h2 id="listing-filters-heading" className="text-base font-semibold">
        Filter and sort
      </h2>
      <div className="mt-4 grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.6fr)_minmax(0,1fr)_auto]">
        <div>
          <label htmlFor="filter-category" className={label}>
            Category
          </label>
          <select
            ref={firstField}
            id="filter-category"
            name="category"
            value={values.category}
            onChange={changeField("choose")}
            className={field}
          >
            <OptionList options={LISTING_CATEGORY_OPTIONS} empty="All categories" />
          </select>
        </div>
        <div>
          <label htmlFor="filter-status" className={label}>
            Status
          </label>
          <select id="filter-status" name="status" value={values.status} onChange={changeField("choose")} className={field}>
            <OptionList options={LISTING_STATUS_OPTIONS} empty="Any status" />
          </select>
        </div>
        {/* The price range: a pair side by side at every width. */}
        <div className="grid grid-cols-2 gap-3">
          <PriceInput name="min" label="Min price (USD)" value={numberValue(values.min)} onChange={changeField("type")} />
          <PriceInput name="max" label="Max price (USD)" value={numberValue(values.max)} onChange={changeField("type")} />
        </div>
        <div>
          <label htmlFor="filter-sort" className={label}>
            Sort by
          </label>
          <select id="filter-sort" name="sort" value={values.sort || "newest"} onChange={changeField("choose")} className={field}>
            <OptionList options={LISTING_SORT_OPTIONS} />
          </select>
        </div>
        <button type="submit" className={buttonClasses("primary", "h-10 w-full px-6 sm:col-span-2 lg:col-span-1 lg:w-auto")}>
          Apply
        </button>
      </div>
    </Form>
  );
}

/** One end of the price range: a number field that also accepts being left empty ("Any"). */
function PriceInput({
  name,
  label: text,
  value,
  onChange,
}: {
  name: "min" | "max";
  label: string;
  value: string;
  onChange: ChangeEventHandler<HTMLInputElement>;
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className={label}>
        {text}
      </label>
      <input
        id={`filter-${name}`}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        step="any"
        placeholder="Any"
        value={value}
        onChange={onChange}
        className={field}
      />
    </div>
  );
}
