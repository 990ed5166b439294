import { json, type HeadersFunction } from "@remix-run/node";
import { PRIVATE_NO_STORE } from "~/lib/cache-control";
import { ORDER_REFERENCE_PATTERN } from "~/lib/forms/schemas";
import { submissionStore } from "~/lib/forms/submissions.server";
import { getPage, pageMeta } from "~/lib/pages.server";

export interface OrderSummary {
  reference: string;
  tierName: string;
  addOns: string[];
  total: number;
  instalments: { monthlyAmount: number; months: number } | null;
  test: boolean;
}

/** The order a thank-you link names (?ref=XK-…), when it exists; references are unguessable. */
async function findOrder(reference: string | null): Promise<OrderSummary | null> {
  if (!reference || !ORDER_REFERENCE_PATTERN.test(reference)) return null;
  const order = await submissionStore().find("order", reference);
  if (!order) return null;
  const data = order.data as Partial<OrderSummary>;
  return {
    reference,
    tierName: String(data.tierName ?? ""),
    addOns: Array.isArray(data.addOns) ? data.addOns.map(String) : [],
    total: Number(data.total ?? 0),
    instalments: data.instalments ?? null,
    test: Boolean(data.test),
  };
}

/** Loader of /thanks-order and /thanks-purchase: the page, and the order when the link carries one. */
export async function loadThanksPage(request: Request, slug: "thanks-order" | "thanks-purchase") {
  const reference = new URL(request.url).searchParams.get("ref");
  const [page, order] = await Promise.all([getPage(slug), findOrder(reference)]);
  return json(
    { page, order, unknownReference: reference && !order ? reference.slice(0, 20) : null, meta: pageMeta(request, page.seo, page.title) },
    { headers: { "Cache-Control": PRIVATE_NO_STORE } },
  );
}

/** A visitor's own order is never stored by a browser or CDN cache. */
export const thanksHeaders: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });
