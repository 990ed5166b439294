import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json, redirect } from "@remix-run/node";
import { checkSpam, submittedStartToken } from "~/lib/forms/spam.server";
import { clientKey, FORM_RATE_LIMITS, rateLimiter } from "~/lib/forms/rate-limit.server";
import type { SubmissionStore } from "~/lib/forms/store.server";
import { MESSAGES } from "~/lib/forms/submit.server";
import { newOrderReference, newSubmission, submissionStore } from "~/lib/forms/submissions.server";
import { logEvent } from "~/lib/log.server";
import { isAllowedUrl, sanitizeFormData } from "~/lib/security/sanitize";
import { loadOrderCatalog } from "./catalog.server";
import { LAST_STEP, ORDER_STEPS, orderSchema, orderTotal, readOrderValues } from "./order";

export interface OrderActionData {
  step: number;
  result: SubmissionResult<string[]>;
  /** The token from when the funnel was opened, kept across steps for the minimum fill time. */
  startedToken?: string;
}

function stepOf(formData: FormData): number {
  const step = Number(formData.get("step"));
  return Number.isInteger(step) && step >= 0 && step <= LAST_STEP ? step : 0;
}

/**
 * One POST of the order funnel. Back and Next move between steps through the server (so it all
 * works without JavaScript), validating each step and keeping every value. Pay validates the whole
 * order, computes the total here (never trusting the browser), stores the order and redirects to
 * the package's checkout with the order reference, only to a checkout host configured in the CMS.
 */
export async function handleOrderAction(request: Request, { test, store = submissionStore() }: { test: boolean; store?: SubmissionStore }) {
  const formData = sanitizeFormData(await request.formData());
  const intent = formData.get("intent");
  const step = stepOf(formData);
  const catalog = await loadOrderCatalog();
  const startedToken = submittedStartToken(formData);
  const reply = (result: SubmissionResult<string[]>, nextStep: number, status = 200) =>
    json<OrderActionData>({ step: nextStep, result, startedToken }, { status });

  const limit = intent === "pay" ? FORM_RATE_LIMITS.order : FORM_RATE_LIMITS.orderStep;
  if (!rateLimiter.allow(intent === "pay" ? "order" : "orderStep", clientKey(request), limit)) {
    return reply(parseWithZod(formData, { schema: orderSchema(catalog, 0) }).reply({ formErrors: [MESSAGES.rateLimited] }), step, 429);
  }
  if (intent === "back")
    return reply(parseWithZod(formData, { schema: orderSchema(catalog, 0) }).reply({ resetForm: false }), Math.max(0, step - 1));

  const submission = parseWithZod(formData, { schema: orderSchema(catalog, intent === "pay" ? LAST_STEP : step) });
  if (submission.status !== "success") {
    // Back to the first step with an error (a value changed on an earlier step, say).
    const fieldsWithErrors = Object.keys(submission.reply().error ?? {});
    const firstBadStep = ORDER_STEPS.findIndex((candidate) => candidate.fields.some((field) => fieldsWithErrors.includes(field)));
    return reply(submission.reply(), firstBadStep >= 0 ? Math.min(firstBadStep, step) : step, 400);
  }
  if (intent !== "pay") return reply(submission.reply(), Math.min(step + 1, LAST_STEP));

  const spam = checkSpam(formData);
  if (!spam.ok) {
    logEvent("warn", { event: "form.refused", form: "order", reason: spam.reason });
    return reply(submission.reply({ formErrors: [MESSAGES.spam] }), step, 400);
  }

  const values = readOrderValues(submission.value);
  const tier = catalog.tiers.find((candidate) => candidate.slug === values.tier)!;
  const total = orderTotal(catalog, values);
  const reference = newOrderReference();
  const checkout = new URL(tier.checkoutUrl);
  checkout.searchParams.set("ref", reference);
  if (test) checkout.searchParams.set("test", "1");
  if (!isAllowedUrl(checkout.href, { allowedHosts: catalog.checkoutHosts })) {
    logEvent("error", { event: "order.checkout_refused", tier: tier.slug, url: tier.checkoutUrl });
    return reply(submission.reply({ formErrors: [MESSAGES.storeFailed] }), step, 500);
  }

  const order = newSubmission(
    "order",
    {
      reference,
      test,
      tier: { _type: "reference", _ref: tier._id },
      tierName: tier.name,
      domain: { choice: values.domainChoice, name: values.domain },
      hosting: values.hosting,
      addOns: total.lines.slice(1).map((line) => line.label),
      buyer: { name: values.name, email: values.email, ...(values.country ? { country: values.country } : {}) },
      total: total.dueToday,
      instalments: total.instalments,
      status: "awaiting-payment",
    },
    reference,
  );
  try {
    await store.save(order);
  } catch (error) {
    logEvent("error", {
      event: "form.store_failed",
      form: "order",
      store: store.name,
      reason: error instanceof Error ? error.message : String(error),
    });
    return reply(submission.reply({ formErrors: [MESSAGES.storeFailed] }), step, 503);
  }
  return redirect(checkout.href);
}
