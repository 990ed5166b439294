import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { stripeProvider } from "~/lib/payments/stripe.server";
import { handlePaymentWebhook } from "~/lib/payments/webhook.server";
import { submissionStore } from "~/lib/submissions/store-config.server";

const handle = (request: Request) =>
  handlePaymentWebhook(request, {
    provider: stripeProvider,
    secret: process.env.STRIPE_WEBHOOK_SECRET?.trim(),
    signatureHeader: "stripe-signature",
    store: submissionStore(),
  });

export const loader = ({ request }: LoaderFunctionArgs) => handle(request);
export const action = ({ request }: ActionFunctionArgs) => handle(request);
