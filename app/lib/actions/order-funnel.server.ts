import { createHash } from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { json } from "@remix-run/node";
import { redirect } from "~/lib/core/redirect.server";
import { z } from "zod";
import { RETRY_AFTER_SECONDS } from "~/lib/cache-control";
import { logEvent } from "~/lib/core/log.server";
import { isAllowedUrl } from "~/lib/security/sanitize";
import { MESSAGES, readSubmission, retryAfterHeaders, spamRefusal, storeOnce } from "~/lib/submissions/pipeline.server";
import { newSubmission, submissionStore } from "~/lib/submissions/store-config.server";
import type { SubmissionStore } from "~/lib/submissions/store.server";
import { orderCatalogOrNull } from "~/lib/orders/catalog.server";
import { LAST_STEP, offersInOrder, ORDER_STEPS, orderTotal, readOrderValues } from "~/lib/orders/order";
import { orderSchema } from "~/lib/orders/order-schema";
import { ORDERING_UNAVAILABLE, PREVIEW_ORDERS_DISABLED } from "~/lib/orders/messages";
import { previewing } from "~/lib/cms/client/read-context.server";
import { orderForm } from "~/lib/orders/order-form.server";
import { formStartToken, submissionIdOf } from "~/lib/submissions/spam.server";
import { attributionOfForm } from "~/lib/submissions/attribution";
import { countFunnelStart } from "~/lib/campaigns/visits.server";
import { checkoutProviderOf, orderCheckoutUrl } from "~/lib/payments/checkout-url.server";
import { allowedPaymentHosts, checkoutDestination } from "~/lib/orders/payment-hosts.server";
import { orderReferenceFromBytes, withOrderReference } from "~/lib/orders/reference";
import { fixedPagePath } from "~/lib/declarations/fixed-pages";
import { orderMessages, visitorEventMessages } from "~/lib/mail/messages.server";
import { referralTracking } from "~/lib/affiliates/referral.server";

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

/** The order's fields and their lengths, which do not depend on the catalog (only its choices do). */
const ORDER_FIELDS = orderSchema({ tiers: [], installationPrice: 0, offers: [], modifications: [] }, LAST_STEP);
/** The funnel's own controls: the step shown and the button pressed. */
const ORDER_CONTROLS = ["step", "intent"];

/**
 * One POST of the order funnel, through the submissions pipeline. Back and Next move between steps
 * through the server (so it all works without JavaScript), validating each step and keeping every
 * value. Pay validates the whole order, computes the total here from the published catalogue (never
 * trusting the browser, never a draft), stores the order with everything the buyer gave and redirects
 * to the package's checkout with the order reference, only to a checkout host configured in the CMS.
 * In preview paying is refused (403) and nothing is stored.
 */
export async function handleOrderAction(
  request: Request,
  { test, clientAddress, store = submissionStore() }: { test: boolean; clientAddress: string; store?: SubmissionStore },
) {
  const { formData, startedToken: submittedToken } = await readSubmission(request, ORDER_FIELDS, ORDER_CONTROLS);
  // A buyer without JavaScript gets the token with the answer to their first step, long before they pay.
  const startedToken = submittedToken ?? formStartToken(orderForm.id);
  const intent = formData.get("intent");
  const step = stepOf(formData);
  const reply = (result: SubmissionResult<string[]>, nextStep: number, status = 200, headers?: HeadersInit, token = startedToken) =>
    json<OrderActionData>({ step: nextStep, result, startedToken: token }, { status, headers });

  const catalog = await orderCatalogOrNull();
  if (!catalog) {
    // Echo what the buyer entered, unvalidated: the form keeps it until ordering is back.
    const echo = parseWithZod(formData, { schema: z.looseObject({}) }).reply({ formErrors: [ORDERING_UNAVAILABLE] });
    return reply(echo, step, 503, { "Retry-After": String(RETRY_AFTER_SECONDS) });
  }
  const anyStep = () => parseWithZod(formData, { schema: orderSchema(catalog, 0) });
  // In preview the steps can be walked through, but nothing is ordered: the prices shown are the published ones anyway.
  if (intent === "pay" && previewing()) return reply(anyStep().reply({ formErrors: [PREVIEW_ORDERS_DISABLED] }), step, 403);

  const verdict = await (intent === "pay" ? orderForm.limiter : orderForm.stepLimiter).attempt(clientAddress);
  if (!verdict.allowed) return reply(anyStep().reply({ formErrors: [MESSAGES.rateLimited] }), step, 429, retryAfterHeaders(verdict));
  if (intent === "back") return reply(anyStep().reply({ resetForm: false }), Math.max(0, step - 1));

  const submission = parseWithZod(formData, { schema: orderSchema(catalog, intent === "pay" ? LAST_STEP : step) });
  if (submission.status !== "success") {
    // Back to the first step with an error (a value changed on an earlier step, say).
    const fieldsWithErrors = Object.keys(submission.reply().error ?? {});
    const firstBadStep = ORDER_STEPS.findIndex((candidate) => candidate.fields.some((field) => fieldsWithErrors.includes(field)));
    return reply(submission.reply(), firstBadStep >= 0 ? Math.min(firstBadStep, step) : step, 400);
  }
  if (intent !== "pay") {
    // A real order's first step passed: the funnel was started (decision 073).
    if (step === 0 && !test) {
      await countFunnelStart(attributionOfForm(formData), { address: clientAddress, userAgent: request.headers.get("User-Agent") ?? "" });
    }
    return reply(submission.reply(), Math.min(step + 1, LAST_STEP));
  }

  const spam = spamRefusal(formData, orderForm.id);
  if (spam) return reply(submission.reply({ formErrors: [spam.message] }), step, 400, undefined, spam.freshToken);

  const values = readOrderValues(submission.value);
  const tier = catalog.tiers.find((candidate) => candidate.slug === values.tier)!;
  const total = orderTotal(catalog, values);
  // One page of the funnel, one order: the same order sent again gets the same reference and is stored once.
  const reference = orderReferenceFromBytes(createHash("sha256").update(submissionIdOf(startedToken)).digest());
  const checkout = orderCheckoutUrl(new URL(tier.checkoutUrl), { reference, email: values.email });
  if (test) checkout.searchParams.set("test", "1");
  if (!isAllowedUrl(checkout.href, { allowedHosts: allowedPaymentHosts() })) {
    // A checkout link outside PAYMENT_HOSTS: nobody is sent there, nothing is stored, the operator must look.
    logEvent("error", { event: "order.checkout_refused", tier: tier.slug, url: tier.checkoutUrl, allowed: allowedPaymentHosts() });
    return reply(submission.reply({ formErrors: [ORDERING_UNAVAILABLE] }), step, 503, { "Retry-After": String(RETRY_AFTER_SECONDS) });
  }

  // The affiliate whose link brought the buyer, when it still credits one (decision 071): commissions follow payments.
  const referral = await referralTracking().referralOf(request);
  const order = newSubmission(
    orderForm.id,
    {
      reference,
      test,
      tier: { _type: "reference", _ref: tier._id },
      tierName: tier.name,
      domain: { choice: values.domainChoice, name: values.domain },
      hosting: values.hosting,
      serverReady: values.serverReady === true,
      notes: values.notes ?? "",
      addOns: total.lines.slice(1).map((line) => line.label),
      offers: offersInOrder(catalog, values),
      buyer: { name: values.name, email: values.email, ...(values.country ? { country: values.country } : {}) },
      total: total.dueToday,
      instalments: total.instalments,
      paymentProvider: checkoutProviderOf(checkout),
      status: "awaiting-payment",
      ...(referral ? { referral } : {}),
      attribution: attributionOfForm(formData),
    },
    reference,
  );
  const outcome = await storeOnce(store, order, () =>
    visitorEventMessages((mail) =>
      orderMessages(mail, {
        reference,
        name: values.name ?? "",
        email: values.email ?? "",
        package: tier.name,
        total: total.dueToday,
        addOns: total.lines.slice(1).map((line) => line.label),
        domain: `${values.domain ?? ""} (${values.domainChoice === "needs" ? "to register for them" : "their own"})`,
        hosting: values.hosting === "ours" ? "Our hosting" : "Their own server (meets the requirements)",
        notes: values.notes ?? "",
        test,
        paymentUrl: checkoutDestination(checkout.href),
        orderPath: withOrderReference(fixedPagePath("thanks-order"), reference),
      }),
    ),
  );
  if (outcome === "failed") return reply(submission.reply({ formErrors: [MESSAGES.storeFailed] }), step, 503);
  if (outcome === "conflict") {
    return reply(submission.reply({ formErrors: [MESSAGES.alreadySent] }), step, 409, undefined, formStartToken(orderForm.id));
  }
  return redirect(checkoutDestination(checkout.href));
}
