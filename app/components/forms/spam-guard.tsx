import { useEffect, useState } from "react";
import { FORM_TOKEN_PATH } from "~/lib/forms/form-token-path";
import { HONEYPOT_FIELD_NAME, STARTED_FIELD_NAME } from "~/lib/submissions/fields";

/**
 * The honeypot (hidden from people, skipped by keyboard and autofill) and the form-start token. The token is
 * asked for once the form is shown (pages are cached, so their HTML carries none); the server's answer to a
 * post gives one too (`answeredToken`), which is how a visitor without JavaScript gets theirs. `form` is the form's id in
 * the registry (app/lib/forms/registry.server.ts).
 */
export function SpamGuard({ form, answeredToken }: { form: string; answeredToken?: string | undefined }) {
  const [fetchedToken, setFetchedToken] = useState("");
  useEffect(() => {
    if (answeredToken) return;
    const controller = new AbortController();
    fetch(`${FORM_TOKEN_PATH}?form=${form}`, { signal: controller.signal, cache: "no-store" })
      .then((response) => (response.ok ? (response.json() as Promise<{ token: string }>) : null))
      .then((answer) => answer && setFetchedToken(answer.token))
      // Without a token the server asks the visitor to send again, with one: nothing is lost.
      .catch(() => undefined);
    return () => controller.abort();
  }, [form, answeredToken]);
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${HONEYPOT_FIELD_NAME}-field`}>Leave this field empty</label>
        <input
          id={`${HONEYPOT_FIELD_NAME}-field`}
          type="text"
          name={HONEYPOT_FIELD_NAME}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <input type="hidden" name={STARTED_FIELD_NAME} value={answeredToken ?? fetchedToken} />
    </>
  );
}
