import { getCollectionProps, getFormProps, useForm, type FieldMetadata, type Submission } from "@conform-to/react";
import { modificationPath } from "~/lib/declarations/paths";
import { Form, Link, useActionData, useBlocker, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useMemo, useRef, type ReactNode, type RefObject } from "react";
import { CheckboxField, choiceInputClasses, FieldError, FormErrors, TextAreaField, TextField } from "~/components/forms/fields";
import { AttributionFields } from "~/components/campaigns/landing-attribution";
import { SpamGuard } from "~/components/forms/spam-guard";
import { buttonClasses } from "~/components/ui/button";
import { formatUsd } from "~/lib/core/format";
import type { OrderActionData } from "~/lib/actions/order-funnel.server";
import { parseForm } from "~/lib/forms/parse-form";
import {
  domainRegistrationHint,
  LAST_STEP,
  ORDER_FORM_ID,
  ORDER_STEPS,
  orderTotal,
  readOrderValues,
  type OrderCatalog,
  type OrderValues,
} from "~/lib/orders/order";
import { orderSchema } from "~/lib/orders/order-schema";
import { tierPriceLabel } from "~/lib/pricing";
import { useSiteSettings } from "~/lib/root-data";
import { sanitizeFormData } from "~/lib/security/sanitize";
import { OrderSummary } from "./order-summary";

const optionClasses =
  "flex cursor-pointer gap-3 rounded-xl border border-slate-300 p-4 has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 dark:border-slate-600";

function ChoiceGroup({
  meta,
  legend,
  choices,
}: {
  meta: FieldMetadata<string | undefined>;
  legend: string;
  choices: { value: string; label: ReactNode; hint?: ReactNode }[];
}) {
  const inputs = getCollectionProps(meta, { type: "radio", options: choices.map((choice) => choice.value) });
  return (
    <fieldset aria-describedby={meta.errorId} aria-invalid={meta.errors ? true : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {choices.map((choice, index) => {
          const { key, ...input } = inputs[index]!;
          return (
            <label key={key} className={optionClasses}>
              <input {...input} className={choiceInputClasses} />
              <span>
                <span className="block font-semibold">{choice.label}</span>
                {choice.hint ? <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">{choice.hint}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldError meta={meta} />
    </fieldset>
  );
}

/** Keeps the answers of the steps not on screen, so every POST carries the whole order. */
function HiddenAnswers({ values, except }: { values: Record<string, unknown> | undefined; except: readonly string[] }) {
  const fields = ORDER_STEPS.flatMap((step) => step.fields).filter((field) => !except.includes(field));
  return (
    <>
      {fields.flatMap((field) => {
        const value = values?.[field];
        const list = Array.isArray(value) ? value : value === undefined || value === "" ? [] : [value];
        return list.map((item, index) => <input key={`${field}-${index}`} type="hidden" name={field} value={String(item)} />);
      })}
    </>
  );
}

/**
 * The browser's Back button inside the funnel goes to the previous step, as the funnel's own Back button does, with
 * every answer kept: the steps share one address (each POST replaces the entry), so Back would otherwise leave
 * the funnel. The router undoes the blocked Back; the form then posts its "back" intent. On the first step, Back
 * leaves as usual.
 */
function useBrowserBackToPreviousStep(step: number, formElement: RefObject<HTMLFormElement>) {
  const submit = useSubmit();
  const blocker = useBlocker(({ historyAction }) => historyAction === "POP" && step > 0);
  useEffect(() => {
    if (blocker.state !== "blocked" || !formElement.current) return;
    blocker.reset();
    const answers = new FormData(formElement.current);
    answers.set("intent", "back");
    submit(answers, { method: "post" });
  }, [blocker, submit, formElement]);
}

/**
 * The order funnel: one step at a time through the server (works without JavaScript), one smooth
 * page with it (Remix submits in the background), with a live total computed exactly as the
 * server computes it.
 */
export function OrderFunnel(props: { catalog: OrderCatalog; initialTier: string | null; test: boolean }) {
  // A fresh form for each step, started from the answers the server echoed: a step shown again (Back) has them,
  // where one form kept across steps would mount that step's fields empty.
  const step = useActionData<OrderActionData>()?.step ?? 0;
  return <OrderFunnelStep key={step} {...props} />;
}

function OrderFunnelStep({ catalog, initialTier, test }: { catalog: OrderCatalog; initialTier: string | null; test: boolean }) {
  const actionData = useActionData<OrderActionData>();
  const { domainYearlyPrice } = useSiteSettings();
  const step = actionData?.step ?? 0;
  const current = ORDER_STEPS[step]!;
  const schema = useMemo(() => orderSchema(catalog, step), [catalog, step]);
  const firstStepSchema = useMemo(() => orderSchema(catalog, 0), [catalog]);
  const [form, fields] = useForm<OrderValues, OrderValues, string[]>({
    id: ORDER_FORM_ID,
    lastResult: actionData?.result,
    defaultValue: { tier: initialTier ?? undefined, domainChoice: "own" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // The step's schema checks only the fields asked so far; its output is a partial order. Going back checks
    // only what the first step asked, as the server does: a half-filled step never stops the buyer leaving it.
    onValidate: ({ formData }) =>
      parseForm(sanitizeFormData(formData), formData.get("intent") === "back" ? firstStepSchema : schema) as Submission<
        OrderValues,
        string[],
        OrderValues
      >,
  });
  const values = readOrderValues(form.value);
  const total = orderTotal(catalog, values);
  const tier = catalog.tiers.find((candidate) => candidate.slug === values.tier);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const heading = useRef<HTMLHeadingElement>(null);
  // Moving to another step (not an error on this one) puts focus on its heading.
  useEffect(() => {
    if (actionData && !actionData.result.error) heading.current?.focus();
  }, [actionData]);

  const formElement = useRef<HTMLFormElement>(null);
  useBrowserBackToPreviousStep(step, formElement);

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 pb-16 sm:px-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:px-8">
      <Form ref={formElement} method="post" {...getFormProps(form)} className="space-y-6">
        <input type="hidden" name="step" value={step} />
        <SpamGuard form={form.id} answeredToken={actionData?.startedToken} />
        <AttributionFields />
        <HiddenAnswers values={form.value} except={current.fields} />
        {test ? (
          <p
            role="note"
            className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
          >
            Test order: stored marked as a test, and the checkout link carries test=1.
          </p>
        ) : null}
        {/* One row at every width (no step left alone on a line): numbers on phones, with titles from md up. */}
        <ol className="flex justify-between gap-1 text-sm" aria-label="Order steps">
          {ORDER_STEPS.map((candidate, index) => (
            <li
              key={candidate.id}
              aria-current={index === step ? "step" : undefined}
              className={`min-w-8 whitespace-nowrap rounded-full px-2 py-1 text-center md:text-xs ${index === step ? "bg-brand-600 font-semibold text-white" : index < step ? "bg-brand-50 text-brand-800 dark:bg-brand-950 dark:text-brand-200" : "border border-slate-300 text-slate-600 dark:border-slate-600 dark:text-slate-300"}`}
            >
              {index + 1}
              <span className="sr-only md:not-sr-only">. {candidate.title}</span>
            </li>
          ))}
        </ol>
        <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
          Step {step + 1} of {ORDER_STEPS.length}: {current.title}
        </h2>
        <FormErrors id={form.errorId} errors={form.errors} />

        {current.id === "package" ? (
          <ChoiceGroup
            meta={fields.tier}
            legend="Choose your package"
            choices={catalog.tiers.map((option) => {
              const price = tierPriceLabel(option);
              return { value: option.slug, label: option.name, hint: `${price.amount} ${price.terms}` };
            })}
          />
        ) : null}

        {current.id === "domain" ? (
          <>
            <ChoiceGroup
              meta={fields.domainChoice}
              legend="Do you have a domain for your exchange?"
              choices={[
                { value: "own", label: "I have a domain", hint: "You point it to your server or ours; we send the settings." },
                {
                  value: "needs",
                  label: "I need one",
                  hint: domainRegistrationHint(domainYearlyPrice),
                },
              ]}
            />
            <TextField
              meta={fields.domain}
              label="Domain name"
              hint="Yours, or the one you would like us to register, for example mysurfexchange.com"
            />
          </>
        ) : null}

        {current.id === "hosting" ? (
          <>
            <ChoiceGroup
              meta={fields.hosting}
              legend="Where will your exchange run?"
              choices={[
                {
                  value: "ours",
                  label: "On our hosting",
                  hint: tier?.includesHosting
                    ? "Included in your package."
                    : "Not included in your package: choose a package with hosting, or your own server.",
                },
                {
                  value: "own",
                  label: "On my own server",
                  hint: "PHP 8.1+, MySQL 8 or MariaDB 10.6+, cron jobs and SSL. We never ask for server passwords here.",
                },
              ]}
            />
            {/* Always shown: without JavaScript the page cannot react to the choice above. */}
            <CheckboxField meta={fields.serverReady}>
              If I use my own server: it meets the requirements (PHP 8.1 or newer, MySQL 8 or MariaDB 10.6+, cron jobs and an SSL
              certificate).
            </CheckboxField>
          </>
        ) : null}

        {current.id === "addons" ? (
          <fieldset className="space-y-3">
            <legend className="text-sm font-medium">Add anything else? (optional)</legend>
            {tier && !tier.includesInstallation && catalog.installationPrice !== null ? (
              <CheckboxField meta={fields.installation}>
                Installation on your server within 24-48 hours ({formatUsd(catalog.installationPrice)})
              </CheckboxField>
            ) : null}
            {catalog.offers.map((offer) =>
              tier?.includedOffers.includes(offer.slug) ? (
                <p key={offer.slug} className="text-sm text-slate-700 dark:text-slate-300">
                  {offer.name}: included in your package.
                </p>
              ) : (
                <CheckboxField key={offer.slug} meta={offer.slug === "offer-graphics" ? fields.graphics : fields.vip}>
                  {offer.name} ({formatUsd(offer.price)})
                </CheckboxField>
              ),
            )}
            <div>
              <p className="text-sm font-medium">Custom modifications</p>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                {getCollectionProps(fields.modifications, { type: "checkbox", options: catalog.modifications.map((mod) => mod.slug) }).map(
                  ({ key, ...input }) => {
                    const mod = catalog.modifications.find((candidate) => candidate.slug === input.value)!;
                    return (
                      <label key={key} className="flex items-start gap-2 text-sm">
                        <input {...input} className={choiceInputClasses} />
                        <span>
                          {mod.name} ({formatUsd(mod.price)}) ·{" "}
                          <Link to={modificationPath(mod.slug)} className="text-brand-700 underline dark:text-brand-300" target="_blank">
                            details
                          </Link>
                        </span>
                      </label>
                    );
                  },
                )}
              </div>
              <FieldError meta={fields.modifications} />
            </div>
          </fieldset>
        ) : null}

        {current.id === "details" ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField meta={fields.name} label="Name" autoComplete="name" />
            <TextField
              meta={fields.email}
              label="E-mail address"
              type="email"
              autoComplete="email"
              hint="Your receipt and access details go here."
            />
            <TextField meta={fields.country} label="Country" optional autoComplete="country-name" />
            <div className="sm:col-span-2">
              <TextAreaField meta={fields.notes} label="Anything we should know? (optional)" rows={4} />
            </div>
          </div>
        ) : null}

        {current.id === "terms" ? (
          <CheckboxField meta={fields.acceptTerms}>
            I accept the{" "}
            <Link to="/terms" className="font-semibold underline" target="_blank">
              terms of service
            </Link>{" "}
            and the{" "}
            <Link to="/refund" className="font-semibold underline" target="_blank">
              support policy
            </Link>{" "}
            (installation fees are not refundable), and I understand there is{" "}
            <Link to="/disclaimer" className="font-semibold underline" target="_blank">
              no income guarantee
            </Link>
            .
          </CheckboxField>
        ) : null}

        {current.id === "review" ? (
          <dl className="grid gap-3 rounded-xl border border-slate-200 p-4 text-sm sm:grid-cols-2 dark:border-slate-800">
            <div>
              <dt className="text-slate-500">Package</dt>
              <dd className="font-medium">{tier?.name}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Domain</dt>
              <dd className="font-medium">
                {values.domain} ({values.domainChoice === "needs" ? "to register" : "yours"})
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">Hosting</dt>
              <dd className="font-medium">{values.hosting === "ours" ? "Our hosting" : "Your own server"}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Buyer</dt>
              <dd className="font-medium">
                {values.name}, {values.email}
              </dd>
            </div>
            {values.notes ? (
              <div className="sm:col-span-2">
                <dt className="text-slate-500">Your notes</dt>
                <dd className="whitespace-pre-line font-medium">{values.notes}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}

        <div className="flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-6 dark:border-slate-800">
          {step > 0 ? (
            <button type="submit" name="intent" value="back" formNoValidate className={buttonClasses("secondary")} disabled={busy}>
              Back
            </button>
          ) : (
            <span />
          )}
          {step < LAST_STEP ? (
            <button type="submit" name="intent" value="next" className={buttonClasses("primary")} disabled={busy}>
              Continue
            </button>
          ) : (
            <button type="submit" name="intent" value="pay" className={buttonClasses("primary", "px-6")} disabled={busy}>
              {busy ? "Saving your order…" : `Continue to secure payment (${formatUsd(total.dueToday)})`}
            </button>
          )}
        </div>
      </Form>
      <div className="lg:sticky lg:top-24 lg:self-start">
        <OrderSummary total={total} />
      </div>
    </div>
  );
}
