import { json } from "@remix-run/node";
import { PRIVATE_NO_STORE } from "~/lib/cache-control";
import { formStartToken, isTokenForm, TOKEN_FORMS } from "~/lib/submissions/spam.server";

/**
 * `GET /api/form-token?form=<form>`: a start token for one form, made when the visitor's page asks for it.
 * Never in a page's HTML, which caches (the page cache, a CDN) would hand to every visitor for hours.
 */
export function formTokenResponse(request: Request): Response {
  const form = new URL(request.url).searchParams.get("form");
  if (!isTokenForm(form)) {
    return json(
      { error: `Unknown form: ask for one of ${TOKEN_FORMS.join(", ")}.` },
      { status: 400, headers: { "Cache-Control": PRIVATE_NO_STORE } },
    );
  }
  return json({ token: formStartToken(form) }, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
}
