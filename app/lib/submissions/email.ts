import * as z from "zod/mini";

/**
 * The one e-mail field of every form: trimmed, at most 254 characters, a valid address.
 * zod/mini, like every schema the browser loads (docs/decisions/026-client-bundle-budget.md).
 */
export function emailAddress({
  required = "Enter your e-mail address.",
  invalid = "Enter a valid e-mail address, like name@example.com.",
}: { required?: string; invalid?: string } = {}) {
  return z.pipe(z.string({ error: required }).check(z.trim(), z.maxLength(254, "That e-mail address is too long.")), z.email(invalid));
}
