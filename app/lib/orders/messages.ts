/** Shown instead of the funnel while prices and checkout links cannot be read from the CMS. */
export const ORDERING_UNAVAILABLE =
  "Ordering is briefly unavailable while we reach our catalogue. Nothing was charged and what you entered is kept: please try again in a minute.";
