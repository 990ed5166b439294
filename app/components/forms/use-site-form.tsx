import { getFormProps, useForm, type FormMetadata } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import type * as z from "zod/mini";
import { buttonClasses } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import type { FormActionData } from "~/lib/submissions/pipeline.server";
import { parseForm } from "~/lib/forms/parse-form";
import type { ClientForm } from "~/lib/forms/schemas";
import { sanitizeFormData } from "~/lib/security/sanitize";
import { FormErrors } from "./fields";
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

/** A site form's state for `SiteForm`: conform's form, the server's last token and its saved message. */
interface SiteFormState<Shape extends Record<string, unknown>> {
  meta: FormMetadata<Shape, string[]>;
  /** The form's id in the registry: which form's start token the spam guard carries. */
  id: string;
  /** The token the server's last answer gave, if any. */
  answeredToken: string | undefined;
  inlineSuccess: { id?: string; title: string; description?: string } | null;
}

/**
 * A form of the site: conform with the form's zod/mini schema (instant errors in the browser through parseForm,
 * the server's answer in `lastResult`), and when the server saved it a toast plus the same message inline, where
 * the focus goes (the toast leaves after a few seconds; without JavaScript the inline message is all there is).
 */
export function useSiteForm<Schema extends z.ZodMiniObject>(
  { id, schema, elementId = id }: ClientForm<Schema>,
  defaultValue?: Record<string, string>,
) {
  const { answer: actionData } = useFormAnswer(elementId);
  const showToast = useToast();
  const toast = actionData?.toast;
  useEffect(() => {
    if (toast) showToast(toast);
  }, [toast, showToast]);
  const [meta, fields] = useForm<z.input<Schema>, z.output<Schema>, string[]>({
    id: elementId,
    // Every field starts (and resets after a save) at its default or empty, so a select shows its first choice
    // again instead of no choice at all (conform unselects every option of a select without a default).
    defaultValue: { ...Object.fromEntries(Object.keys(schema.shape).map((name) => [name, ""])), ...defaultValue } as never,
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(sanitizeFormData(formData), schema),
  });
  const form: SiteFormState<z.input<Schema>> = { meta, id, answeredToken: actionData?.startedToken, inlineSuccess: toast ?? null };
  return { form, fields };
}

/** The saved message beside the form; it takes the focus when it appears, so keyboard and screen reader users land on it. */
function SuccessMessage({ success }: { success: { id?: string; title: string; description?: string } }) {
  const hydrated = useHydrated();
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hydrated) message.current?.focus();
  }, [hydrated, success]);
  return (
    <div
      ref={message}
      tabIndex={-1}
      // Without JavaScript nothing moves the focus, so the message announces itself.
      role={hydrated ? undefined : "status"}
      className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
    >
      <p className="font-semibold">{success.title}</p>
      {success.description ? <p>{success.description}</p> : null}
    </div>
  );
}

/** The form element with its spam guard, form-level errors, submit button and no-JS success message. */
export function SiteForm<Shape extends Record<string, unknown>>({
  form: { meta, id, answeredToken, inlineSuccess },
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
  return (
    <fetcher.Form method="post" {...getFormProps(meta)} className="relative space-y-4">
      <SpamGuard form={id} answeredToken={answeredToken} />
      {inlineSuccess ? <SuccessMessage success={inlineSuccess} /> : null}
      <FormErrors id={meta.errorId} errors={meta.errors} />
      {children}
      <button type="submit" className={buttonClasses("primary", "w-full sm:w-auto")} disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </button>
    </fetcher.Form>
  );
}
