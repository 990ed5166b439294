import { useLocation, useSubmit } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState } from "react";

/**
 * The state of a filter form that lives in the query string (GET). Without JavaScript the form
 * submits itself; with it, a choice navigates at once and typing navigates once it pauses, each
 * replacing the history entry and keeping the scroll position, so the loader filters on the server.
 *
 * The fields show what the visitor chose, not what the address said when the last results
 * arrived: results for "pay" must not undo the "l" typed since. Only a navigation the form did not
 * make (a link, back/forward) resets the fields to the address.
 */
export function useFilterForm<Values>({
  action,
  read,
  write,
  delay = 300,
}: {
  /** The path the form shows its results on. */
  action: string;
  /** The fields' values in a query string. */
  read: (search: URLSearchParams) => Values;
  /** The query string of the fields' values (empty values and defaults left out). */
  write: (values: Values) => URLSearchParams;
  /** How long typing must pause before the results follow, in ms. */
  delay?: number;
}) {
  const location = useLocation();
  const submit = useSubmit();
  const [values, setValues] = useState(() => read(new URLSearchParams(location.search)));
  const [seenSearch, setSeenSearch] = useState(location.search);
  /** The query string the form last navigated to. */
  const [ownSearch, setOwnSearch] = useState<string | null>(null);
  const typing = useRef<number | undefined>(undefined);

  if (seenSearch !== location.search) {
    // Adjusting state while rendering (not in an effect), so the new fields show with the new results.
    setSeenSearch(location.search);
    if (location.search !== ownSearch) setValues(read(new URLSearchParams(location.search)));
  }

  useEffect(() => {
    // Someone else navigated: a change still waiting for a pause in typing must not undo it.
    if (location.search !== ownSearch) window.clearTimeout(typing.current);
  }, [location.search, ownSearch]);
  useEffect(() => () => window.clearTimeout(typing.current), []);

  const navigate = useCallback(
    (next: Values) => {
      const params = write(next);
      const query = params.toString();
      setOwnSearch(query ? `?${query}` : "");
      submit(params, { method: "get", action, replace: true, preventScrollReset: true });
    },
    [action, submit, write],
  );

  return {
    values,
    /** A choice (a select): the results follow at once. */
    choose(next: Values) {
      window.clearTimeout(typing.current);
      setValues(next);
      navigate(next);
    },
    /** Typing: the field shows it at once, the results follow when typing pauses. */
    type(next: Values) {
      window.clearTimeout(typing.current);
      setValues(next);
      typing.current = window.setTimeout(() => navigate(next), delay);
    },
    /** The form's own submit (Enter, the button): the results follow what the fields show, now. */
    submit() {
      window.clearTimeout(typing.current);
      navigate(values);
    },
  };
}
