import { json } from "@remix-run/node";
import { RETRY_AFTER_SECONDS } from "~/lib/cache-control";
import { logEvent } from "~/lib/core/log.server";
import { confirmationOf, UNCONFIRMED_KEPT_DAYS, type ConfirmationState } from "~/lib/forms/waitlist-optin.server";
import { linkStatusOf, linkTokenOf } from "~/lib/mail/link-request.server";
import { CONFIRMATION_DAYS, unsubscribedAddressOf } from "~/lib/mail/links.server";
import { isUnsubscribed } from "~/lib/mail/unsubscribe.server";
import { siteDatabase } from "~/lib/storage/storage.server";
import { submissionStore } from "~/lib/submissions/store-config.server";
import { DATABASE_UNAVAILABLE } from "~/lib/unavailable";
import { describePage } from "./page-seo.server";

/**
 * The pages a message's links open (decision 067): what a link's token says, shown with a button that does it (a GET
 * changes nothing, since mail scanners open links). The actions are in app/lib/actions/mail-links.server.ts.
 */

const CONFIRMATION_TITLES: Record<ConfirmationState, string> = {
  unconfirmed: "Confirm your place on the waitlist",
  confirmed: "You are on the waitlist",
  expired: "This confirmation link has expired",
  invalid: "This confirmation link does not work",
  unknown: "We have no sign-up for this link",
};

/** A link's read; while the site's database cannot be reached, the error screen says so (503, Retry-After), never a 500. */
async function readOrUnavailable<Result>(read: () => Promise<Result>): Promise<Result> {
  try {
    return await read();
  } catch (error) {
    logEvent("error", { event: "mail_link.database_unavailable", reason: error instanceof Error ? error.message : String(error) });
    throw new Response(DATABASE_UNAVAILABLE, {
      status: 503,
      statusText: "Service Unavailable",
      headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
    });
  }
}

const linkPageMeta = (request: Request, title: string) =>
  describePage(request, { seo: { title, description: title, noIndex: true }, jsonLd: [] }, title);

/** `/waitlist/confirm?token=…`: the sign-up the link confirms, with its address, or why the link does nothing. */
export async function waitlistConfirmationPageData(request: Request) {
  const token = linkTokenOf(request);
  const { state, email = "" } = await readOrUnavailable(() => confirmationOf(submissionStore(), token));
  return json(
    {
      state,
      email,
      confirmationDays: CONFIRMATION_DAYS,
      keptDays: UNCONFIRMED_KEPT_DAYS,
      meta: linkPageMeta(request, CONFIRMATION_TITLES[state]),
    },
    { status: linkStatusOf(state) },
  );
}

export type UnsubscribeState = "ready" | "unsubscribed" | "invalid";

/** `/unsubscribe?token=…`: the address the link unsubscribes, and whether it has already. */
export async function unsubscribePageData(request: Request) {
  const claims = unsubscribedAddressOf(linkTokenOf(request));
  const address = typeof claims === "string" ? "" : claims.address;
  const state: UnsubscribeState = !address
    ? "invalid"
    : (await readOrUnavailable(() => isUnsubscribed(siteDatabase, address)))
      ? "unsubscribed"
      : "ready";
  const title = state === "invalid" ? "This unsubscribe link does not work" : state === "ready" ? "Unsubscribe" : "You are unsubscribed";
  return json({ state, address, meta: linkPageMeta(request, title) }, { status: linkStatusOf(state) });
}
