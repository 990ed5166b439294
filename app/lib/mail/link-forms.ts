/**
 * What the forms of the pages a message's links open send (decision 067), shared by their components and actions. The
 * unsubscribe page's button sends what a mail client's one-click button does (RFC 8058), so both are one request.
 */
export const ONE_CLICK_FIELD = { name: "List-Unsubscribe", value: "One-Click" } as const;

/** The confirmation page's buttons: confirm the sign-up, or (its link expired) start it again. */
export const CONFIRMATION_INTENTS = ["confirm", "restart"] as const;
export type ConfirmationIntent = (typeof CONFIRMATION_INTENTS)[number];
export const INTENT_FIELD = "intent";
