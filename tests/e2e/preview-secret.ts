/** The preview secret of the e2e server (sample mode): known to the tests, as the Studio's would be. */
export const E2E_PREVIEW_SECRET = "e2e-preview-secret";
