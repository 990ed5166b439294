/** Shown instead of the funnel while prices and checkout links cannot be read from the CMS. */
export const ORDERING_UNAVAILABLE =
  "Ordering is briefly unavailable while we reach our catalogue. Nothing was charged and what you entered is kept: please try again in a minute.";

/** Shown in preview instead of taking an order or an offer: commerce reads published content only (decision 062). */
export const PREVIEW_ORDERS_DISABLED =
  "Preview: orders are disabled. Prices and checkout links are the published ones whatever the drafts say; exit preview to order.";
