import { json } from "@remix-run/node";
import { PRIVATE_NO_STORE } from "~/lib/cache-control";
import { formStartToken } from "~/lib/submissions/spam.server";
import { FORM_IDS, isFormId } from "~/lib/forms/registry.server";

/**
 * `GET /api/form-token?form=<form>`: a start token for one form of the registry, made when the visitor's page asks for it.
 * Never in a page's HTML, which caches (the page cache, a CDN) would hand to every visitor for hours.
 */
export function formTokenResponse(request: Request): Response {
  const form = new URL(request.url).searchParams.get("form");
  if (!isFormId(form)) {
    return json(
      { error: `Unknown form: ask for one of ${FORM_IDS.join(", ")}.` },
      { status: 400, headers: { "Cache-Control": PRIVATE_NO_STORE } },
    );
  }
  return json({ token: formStartToken(form) }, { headers: { "Cache-Control": PRIVATE_NO_STORE } });
}
