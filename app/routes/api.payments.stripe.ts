import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { orderCatalogOrNull } from "~/lib/orders/catalog.server";
import { stripeProvider } from "~/lib/payments/stripe.server";
import { handlePaymentWebhook } from "~/lib/endpoints/payment-webhook.server";
import { submissionStore } from "~/lib/submissions/store-config.server";

const handle = (request: Request) =>
  handlePaymentWebhook(request, {
    provider: stripeProvider,
    secret: process.env[stripeProvider.webhookSecretVariable]?.trim(),
    signatureHeader: "stripe-signature",
    store: submissionStore(),
    offerPrices: async () => {
      const catalog = await orderCatalogOrNull();
      return catalog && new Map(catalog.offers.map((offer) => [offer.slug, offer.price]));
    },
  });

export const loader = ({ request }: LoaderFunctionArgs) => handle(request);
export const action = ({ request }: ActionFunctionArgs) => handle(request);
