import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import type { unsubscribeAction } from "~/lib/actions/mail-links.server";
import { HOME_PATH } from "~/lib/declarations/paths";
import { ONE_CLICK_FIELD } from "~/lib/mail/link-forms";
import type { unsubscribePageData } from "~/lib/page-data/mail.server";
import { useSiteSettings } from "~/lib/root-data";
import { LINK_PROBLEMS, MailLinkButton, MailLinkOnward, MailLinkPanel } from "./mail-link-panel";

/**
 * `/unsubscribe?token=…` (decision 067): the address's "Unsubscribe" button (it sends what a mail client's one-click
 * button does), the outcome, or why the link cannot work.
 */
export function UnsubscribePage() {
  const { state: shown, address } = useLoaderData<typeof unsubscribePageData>();
  const outcome = useActionData<typeof unsubscribeAction>()?.state;
  const { productName } = useSiteSettings();
  const state = outcome ?? shown;
  const panel = (heading: string, body: ReactNode) => (
    <MailLinkPanel eyebrow={`${productName} e-mail`} heading={heading} outcome={outcome}>
      {body}
    </MailLinkPanel>
  );
  const addressShown = <strong className="[overflow-wrap:anywhere] font-semibold text-slate-900 dark:text-white">{address}</strong>;
  switch (state) {
    case "ready":
      return panel(
        "Unsubscribe",
        <>
          <p>Stop news and announcements to {addressShown}? Messages you ask for, such as the receipt for an order, still reach you.</p>
          <MailLinkButton name={ONE_CLICK_FIELD.name} value={ONE_CLICK_FIELD.value} label="Unsubscribe" />
        </>,
      );
    case "unsubscribed":
      return panel(
        "You are unsubscribed",
        <>
          <p>We will send no more news to {addressShown}. Messages about your orders and requests still reach you.</p>
          <MailLinkOnward to={HOME_PATH} label="Go to the site" />
        </>,
      );
    case "invalid":
      return panel(
        "This unsubscribe link does not work",
        <p>
          It may have been cut short by your mail program. Open it from the e-mail again, or{" "}
          <Link to="/support" className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300">
            write to us
          </Link>{" "}
          and we will stop our news to your address.
        </p>,
      );
    default:
      return panel(LINK_PROBLEMS[state].heading, <p>{LINK_PROBLEMS[state].text}</p>);
  }
}
