import type { LoaderFunctionArgs } from "@remix-run/node";
import { handlePaymentReturn } from "~/lib/endpoints/payment-return.server";
import { stripeProvider } from "~/lib/payments/stripe.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  handlePaymentReturn(request, { provider: stripeProvider, apiKey: process.env.STRIPE_SECRET_KEY?.trim() });
