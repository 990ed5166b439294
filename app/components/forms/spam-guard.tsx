import { HONEYPOT_FIELD_NAME, STARTED_FIELD_NAME } from "~/lib/submissions/fields";

/** The honeypot (hidden from people, skipped by keyboard and autofill) and the form-start token. */
export function SpamGuard({ startedToken }: { startedToken: string }) {
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
      <input type="hidden" name={STARTED_FIELD_NAME} value={startedToken} />
    </>
  );
}
