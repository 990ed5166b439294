import { useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { waitlistConfirmationAction } from "~/lib/actions/mail-links.server";
import { HOME_PATH } from "~/lib/declarations/paths";
import { INTENT_FIELD } from "~/lib/mail/link-forms";
import type { waitlistConfirmationPageData } from "~/lib/page-data/mail.server";
import { useSiteSettings } from "~/lib/root-data";
import { LINK_PROBLEMS, MailLinkButton, MailLinkOnward, MailLinkPanel } from "./mail-link-panel";

/** The waitlist's sign-up page, where a new confirmation link is asked for. */
const WAITLIST_PATH = "/";

/**
 * `/waitlist/confirm?token=…` (decision 067): the sign-up's "Confirm my address" button, what it did, or why the link
 * cannot work (expired: a button to start again; tampered; a sign-up removed after its 30 days).
 */
export function WaitlistConfirmationPage() {
  const { state: shown, email, confirmationDays, keptDays } = useLoaderData<typeof waitlistConfirmationPageData>();
  const outcome = useActionData<typeof waitlistConfirmationAction>()?.state;
  const { productName } = useSiteSettings();
  const state = outcome ?? shown;
  const panel = (heading: string, body: ReactNode) => (
    <MailLinkPanel eyebrow={`${productName} waitlist`} heading={heading} outcome={outcome}>
      {body}
    </MailLinkPanel>
  );
  switch (state) {
    case "unconfirmed":
      return panel(
        "Confirm your place on the waitlist",
        <>
          <p>
            Press the button to confirm that{" "}
            <strong className="[overflow-wrap:anywhere] font-semibold text-slate-900 dark:text-white">{email}</strong> joins the waitlist.
            Until you do, we send nothing more to this address.
          </p>
          <MailLinkButton name={INTENT_FIELD} value="confirm" label="Confirm my address" />
        </>,
      );
    case "confirmed":
    case "already-confirmed":
      return panel(
        state === "confirmed" ? "You are on the waitlist" : "Already confirmed",
        <>
          <p>
            {state === "confirmed"
              ? "Thank you: your address is confirmed. We will write to you when it opens."
              : "This address is on the waitlist already: there is nothing more to do."}
          </p>
          <MailLinkOnward to={HOME_PATH} label="Go to the site" />
        </>,
      );
    case "expired":
      return panel(
        "This confirmation link has expired",
        <>
          <p>
            Links to confirm a sign-up work for {confirmationDays} days, and this one is older. Sign up again and we will send you a new
            one.
          </p>
          <MailLinkButton name={INTENT_FIELD} value="restart" label="Sign up again" />
        </>,
      );
    case "restarted":
      return panel(
        "Sign up again",
        <>
          <p>
            Your unconfirmed sign-up is removed. Join the waitlist with your address again, then confirm it from the new e-mail within{" "}
            {confirmationDays} days.
          </p>
          <MailLinkOnward to={WAITLIST_PATH} label="Join the waitlist" variant="primary" />
        </>,
      );
    case "invalid":
      return panel(
        "This confirmation link does not work",
        <>
          <p>
            It may have been cut short by your mail program, or changed. Open it from the e-mail again, or copy the whole link into your
            browser&apos;s address bar.
          </p>
          <MailLinkOnward to={WAITLIST_PATH} label="Join the waitlist" variant="primary" />
        </>,
      );
    case "unknown":
      return panel(
        "We have no sign-up for this link",
        <>
          <p>
            A sign-up that is not confirmed within {keptDays} days is removed, and this one was. Join the waitlist again and confirm your
            address within {confirmationDays} days.
          </p>
          <MailLinkOnward to={WAITLIST_PATH} label="Join the waitlist" variant="primary" />
        </>,
      );
    default:
      return panel(LINK_PROBLEMS[state].heading, <p>{LINK_PROBLEMS[state].text}</p>);
  }
}
