import { getFormProps, useForm, type FormMetadata } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import type * as z from "zod/mini";
import { buttonClasses } from "~/components/ui/button";
import { useToast } from "~/components/ui/toaster";
import type { FormActionData } from "~/lib/submissions/pipeline.server";
import type { TokenForm } from "~/lib/submissions/spam.server";
import { parseForm } from "~/lib/forms/parse-form";
import { sanitizeFormData } from "~/lib/security/sanitize";
import { FORM_ID_FIELD_NAME } from "~/lib/submissions/fields";
import { FormErrors } from "./fields";
import { SpamGuard } from "./spam-guard";
import { useHydrated } from "~/components/use-hydrated";

/**
 * A form of the site: conform with the form's zod/mini schema (instant errors in the browser through parseForm,
 * the server's answer in `lastResult`), a toast when the server saved it, and the same message inline when
 * JavaScript is off (no toast can run then).
 */
export function useSiteForm<Schema extends z.ZodMiniObject>(id: string, schema: Schema, defaultValue?: Record<string, string>) {
  const actionData = useActionData<FormActionData>();
  const showToast = useToast();
  const hydrated = useHydrated();
  const toast = actionData?.toast;
  useEffect(() => {
    if (toast) showToast(toast);
  }, [toast, showToast]);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>, string[]>({
    id,
    defaultValue: defaultValue as never,
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseForm(sanitizeFormData(formData), schema),
  });
  return { form, fields, inlineSuccess: hydrated ? null : (toast ?? null), startedToken: actionData?.startedToken };
}

/** The form element with its spam guard, form-level errors, submit button and no-JS success message. */
export function SiteForm<Shape extends Record<string, unknown>>({
  form,
  tokenForm,
  answeredToken,
  submitLabel,
  pendingLabel,
  inlineSuccess,
  children,
}: {
  form: FormMetadata<Shape, string[]>;
  /** Which form's start token the spam guard carries. */
  tokenForm: TokenForm;
  /** The token the server's last answer gave, if any. */
  answeredToken: string | undefined;
  submitLabel: string;
  pendingLabel: string;
  inlineSuccess: { title: string; description?: string } | null;
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get(FORM_ID_FIELD_NAME) === form.id;
  return (
    <Form method="post" {...getFormProps(form)} className="relative space-y-4">
      <input type="hidden" name={FORM_ID_FIELD_NAME} value={form.id} />
      <SpamGuard form={tokenForm} answeredToken={answeredToken} />
      {inlineSuccess ? (
        <div
          role="status"
          className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
        >
          <p className="font-semibold">{inlineSuccess.title}</p>
          {inlineSuccess.description ? <p>{inlineSuccess.description}</p> : null}
        </div>
      ) : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      {children}
      <button type="submit" className={buttonClasses("primary", "w-full sm:w-auto")} disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </button>
    </Form>
  );
}
