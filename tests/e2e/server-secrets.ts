/** The preview secret of the e2e server (sample mode): known to the tests, as the Studio's would be. */
export const E2E_PREVIEW_SECRET = "e2e-preview-secret";

/** The Stripe webhook signing secret of the e2e server: the tests sign payment events with it, as Stripe would. */
export const E2E_STRIPE_WEBHOOK_SECRET = "whsec_e2e_payments";

/** The form secret of the e2e server: the tests sign a message's link (an unsubscribe) with it, as the server would. */
export const E2E_FORM_SECRET = "e2e-form-secret-signing-tokens-and-mail-links";
