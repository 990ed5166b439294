/** Names of the anti-spam fields, shared by the form markup and the server checks. */
export const HONEYPOT_FIELD_NAME = "fax_number";
export const STARTED_FIELD_NAME = "form_started";
/** The hidden field naming which form of a page was sent (several forms may share a route). */
export const FORM_ID_FIELD_NAME = "__form";
