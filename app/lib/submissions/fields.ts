/** Names of the anti-spam fields, shared by the form markup and the server checks. */
export const HONEYPOT_FIELD_NAME = "fax_number";
export const STARTED_FIELD_NAME = "form_started";
