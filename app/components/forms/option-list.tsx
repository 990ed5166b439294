import type { Option } from "~/lib/cms/options";

/** The <option>s of a select from a fixed option list, after an optional "any" choice with no value. */
export function OptionList({ options, empty }: { options: readonly Option[]; empty?: string }) {
  return (
    <>
      {empty !== undefined ? <option value="">{empty}</option> : null}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.title}
        </option>
      ))}
    </>
  );
}
