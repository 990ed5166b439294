/** The preview secret of the e2e server (sample mode): known to the tests, as the Studio's would be. */
export const E2E_PREVIEW_SECRET = "e2e-preview-secret";

/** The Stripe webhook signing secret of the e2e server: the tests sign payment events with it, as Stripe would. */
export const E2E_STRIPE_WEBHOOK_SECRET = "whsec_e2e_payments";
