import { redirect } from "~/lib/core/redirect.server";
import { PRIVATE_NO_STORE } from "~/lib/cache-control";
import { logEvent } from "~/lib/core/log.server";
import { markPrivate } from "~/lib/core/request-privacy.server";
import { parsePaymentReference } from "~/lib/orders/reference";
import type { PaymentProvider } from "~/lib/payments/provider.server";

/** Where a provider may send a buyer back to: the one-time offers and the thank-you page (never anywhere else). */
export const PAYMENT_RETURN_PAGES = ["/offer-graphics", "/offer-vip-upgrades", "/thanks-purchase"] as const;

const DEFAULT_RETURN_PAGE = "/thanks-purchase";

function returnTo(path: string, orderReference: string | null): Response {
  return redirect(orderReference ? `${path}?ref=${encodeURIComponent(orderReference)}` : path, {
    status: 303,
    headers: { "Cache-Control": PRIVATE_NO_STORE },
  });
}

/**
 * `GET /api/payments/<provider>-return?session_id=…&next=/offer-graphics`: where the provider sends the buyer after
 * paying. A Payment Link can only carry the checkout's id back, so the order it was for is asked of the provider's
 * API, and the buyer lands on `next` with their order (`?ref=XK-…`). Without an API key, with an id that is not the
 * provider's, or when the provider cannot answer, the buyer still lands on the page, without the order.
 */
export async function handlePaymentReturn(
  request: Request,
  { provider, apiKey }: { provider: PaymentProvider; apiKey: string | undefined },
): Promise<Response> {
  const url = new URL(request.url);
  const requested = url.searchParams.get("next") ?? DEFAULT_RETURN_PAGE;
  const next = PAYMENT_RETURN_PAGES.find((page) => page === requested) ?? DEFAULT_RETURN_PAGE;
  const checkoutId = url.searchParams.get("session_id") ?? "";
  if (!apiKey || !provider.isCheckoutId(checkoutId)) {
    logEvent("warn", { event: "payment_return.without_order", provider: provider.name, reason: apiKey ? "bad-checkout-id" : "no-api-key" });
    return returnTo(next, null);
  }
  // The provider's record of the checkout names the buyer's order: the redirect to it is theirs alone.
  markPrivate("payment return");
  try {
    const reference = await provider.checkoutReference(checkoutId, apiKey);
    return returnTo(next, reference ? (parsePaymentReference(reference)?.order ?? null) : null);
  } catch (error) {
    logEvent("error", {
      event: "payment_return.lookup_failed",
      provider: provider.name,
      error: error instanceof Error ? error.message : String(error),
    });
    return returnTo(next, null);
  }
}
