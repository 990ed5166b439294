import { z } from "zod";

/** The one e-mail field of every form: trimmed, at most 254 characters, a valid address. */
export function emailAddress({
  required = "Enter your e-mail address.",
  invalid = "Enter a valid e-mail address, like name@example.com.",
}: { required?: string; invalid?: string } = {}) {
  return z.string({ error: required }).trim().max(254, "That e-mail address is too long.").pipe(z.email(invalid));
}
