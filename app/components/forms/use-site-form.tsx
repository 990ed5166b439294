import { getFormProps, useForm, type FormMetadata } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useActionData, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import type * as z from "zod/mini";
import { buttonClasses, ButtonLink } from "~/components/ui/button";
import type { FormSuccess } from "~/lib/submissions/form.server";
import type { FormActionData } from "~/lib/submissions/pipeline.server";
import { parseForm } from "~/lib/forms/parse-form";
import type { ClientForm } from "~/lib/forms/schemas";
import { sanitizeFormData } from "~/lib/security/sanitize";
import { FormErrors } from "./fields";
import { AttributionFields } from "~/components/campaigns/landing-attribution";
import { SpamGuard } from "./spam-guard";
import { useHydrated } from "~/components/hooks/use-hydrated";

/**
 * The server's last answer to a form: a fetcher's (with JavaScript the form posts through a fetcher keyed by the
 * form's id, so the page does not navigate and the address stays as it was, never `/?index`) or, without
 * JavaScript, the page's action data.
 */
function useFormAnswer(id: string) {
  const fetcher = useFetcher<FormActionData>({ key: id });
  const actionData = useActionData<FormActionData>();
  return { fetcher, answer: fetcher.data ?? actionData };
}

/** A site form's state for `SiteForm`: conform's form, the server's last token and its success message. */
interface SiteFormState<Shape extends Record<string, unknown>> {
  meta: FormMetadata<Shape, string[]>;
  /** The form's id in the registry: which form's start token the spam guard carries. */
  id: string;
  /** The token the server's last answer gave, if any. */
  answeredToken: string | undefined;
  /** The form's success message while it stands in for the form; null once "Send another" brought the form back. */
  success: FormSuccess | null;
  sendAnother(): void;
}

/**
 * A form of the site: conform with the form's zod/mini schema (instant errors in the browser through parseForm,
 * the server's answer in `lastResult`). Once the server saved it, its success message takes the form's place, once,
 * until "Send another" brings the form back, empty (reset by the answer) and with a new start token.
 */
export function useSiteForm<Schema extends z.ZodMiniObject>(
  { id, schema, elementId = id }: ClientForm<Schema>,
  defaultValue?: Record<string, string>,
) {
  const { answer } = useFormAnswer(elementId);
  // The answer whose success the visitor put away: the form shows again until another answer comes.
  const [putAway, setPutAway] = useState<FormActionData>();
  const [meta, fields] = useForm<z.input<Schema>, z.output<Schema>, string[]>({
    id: elementId,
    // Every field starts (and resets after a save) at its default or empty, so a select shows its first choice
    // again instead of no choice at all (conform unselects every option of a select without a default).
    defaultValue: { ...Object.fromEntries(Object.keys(schema.shape).map((name) => [name, ""])), ...defaultValue } as never,
    lastResult: answer?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(sanitizeFormData(formData), schema),
  });
  const form: SiteFormState<z.input<Schema>> = {
    meta,
    id,
    answeredToken: answer?.startedToken,
    success: answer?.success && answer !== putAway ? answer.success : null,
    sendAnother: () => setPutAway(answer),
  };
  return { form, fields };
}

/**
 * The address of the page the form is on: what "Send another" opens without JavaScript. No `#form` on it: the same
 * address with a fragment would only scroll the page that says "sent", not load the form again.
 */
function useFormPageHref(): string {
  const { pathname, search } = useLocation();
  // A form posted without JavaScript to an index route leaves `?index` in the address; the page itself has none.
  const query = new URLSearchParams(search);
  query.delete("index");
  const rest = query.toString();
  return `${pathname}${rest ? `?${rest}` : ""}`;
}

/**
 * The saved message in the form's place, said once. It takes the focus when it appears, so keyboard and screen reader
 * users land on it; without JavaScript nothing moves the focus, so it announces itself. "Send another" brings the
 * form back: in place with JavaScript, else by opening the page again.
 */
function SuccessMessage({ success, onSendAnother }: { success: FormSuccess; onSendAnother(): void }) {
  const hydrated = useHydrated();
  const formPage = useFormPageHref();
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hydrated) message.current?.focus();
  }, [hydrated, success]);
  const sendAnother = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onSendAnother();
  };
  return (
    <div
      ref={message}
      tabIndex={-1}
      role={hydrated ? undefined : "status"}
      className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
    >
      <p className="font-semibold">{success.title}</p>
      {success.description ? <p className="mt-1">{success.description}</p> : null}
      <ButtonLink to={formPage} onClick={sendAnother} variant="secondary" className="mt-4">
        Send another
      </ButtonLink>
    </div>
  );
}

/** The first field a person fills in: where the focus goes when "Send another" brings the form back. */
function firstFieldOf(form: HTMLFormElement): HTMLElement | null {
  return form.querySelector<HTMLElement>("input:not([type=hidden]):not([tabindex='-1']), select, textarea");
}

/** The form element with its spam guard, form-level errors and submit button; once saved, its success message instead. */
export function SiteForm<Shape extends Record<string, unknown>>({
  form: { meta, id, answeredToken, success, sendAnother },
  submitLabel,
  pendingLabel,
  children,
}: {
  form: SiteFormState<Shape>;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}) {
  const { fetcher } = useFormAnswer(meta.id);
  const pending = fetcher.state === "submitting";
  // Set by "Send another": the form that comes back takes the focus the message had.
  const focusOnReturn = useRef(false);
  if (success) {
    const bringBack = () => {
      focusOnReturn.current = true;
      sendAnother();
    };
    return <SuccessMessage success={success} onSendAnother={bringBack} />;
  }
  const focusFirstField = (element: HTMLFormElement | null) => {
    if (!element || !focusOnReturn.current) return;
    focusOnReturn.current = false;
    firstFieldOf(element)?.focus();
  };
  return (
    <fetcher.Form method="post" {...getFormProps(meta)} ref={focusFirstField} className="relative space-y-4">
      <SpamGuard form={id} answeredToken={answeredToken} />
      <AttributionFields />
      <FormErrors id={meta.errorId} errors={meta.errors} />
      {children}
      <button type="submit" className={buttonClasses("primary", "w-full sm:w-auto")} disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </button>
    </fetcher.Form>
  );
}
