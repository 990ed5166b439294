import { waitlistConfirmationPath } from "./links.server";
import type { OutgoingMessage } from "./outbox.server";

/**
 * TEMPORARY until issue34-messages lands (its composer writes the marketer's words for this message): the waitlist
 * sign-up's confirmation, plain, so the double opt-in works end to end meanwhile. Sent once per sign-up.
 */
export function waitlistConfirmationMessage(submissionId: string, email: string, siteOrigin: string): OutgoingMessage {
  const link = new URL(waitlistConfirmationPath(submissionId), siteOrigin).href;
  const text = `Confirm your place on the waitlist by opening this link within 7 days:\n\n${link}\n\nIf you did not sign up, ignore this e-mail: nothing more will be sent to you.`;
  return {
    event: `waitlist-confirmation:${submissionId}`,
    kind: "waitlist-confirmation",
    from: process.env.MAIL_FROM?.trim() || "XchangeKit <no-reply@xchangekit.example>",
    to: email,
    subject: "Confirm your place on the waitlist",
    text,
    html: `<p>Confirm your place on the waitlist by opening this link within 7 days:</p><p><a href="${link}">${link}</a></p><p>If you did not sign up, ignore this e-mail: nothing more will be sent to you.</p>`,
    submissionId,
  };
}
