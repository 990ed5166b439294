/** Where a form asks for its start token once shown (app/routes/api.form-token.ts). */
export const FORM_TOKEN_PATH = "/api/form-token";
