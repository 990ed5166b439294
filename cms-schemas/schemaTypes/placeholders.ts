import { isMessageKind, placeholdersOf, unknownPlaceholders } from "../../app/lib/mail/messages";

/**
 * What the check needs of the Studio's validation context: the document being edited. Declared here rather than
 * imported from "sanity", so the site's tests can load this module without the Studio's packages.
 */
interface PlaceholderCheckContext {
  document?: Record<string, unknown> | undefined;
}

/**
 * A field-level check of an e-mail's subject and body: only the placeholders its message has (decision 066). A name
 * it does not know would be sent as written.
 */
export function validatePlaceholders(text: string | undefined, { document }: PlaceholderCheckContext): true | string {
  const kind = document?.kind;
  if (!text || !isMessageKind(kind)) return true;
  const unknown = unknownPlaceholders(kind, text);
  if (unknown.length === 0) return true;
  const offered = Object.keys(placeholdersOf(kind)).map((name) => `{${name}}`);
  return `${unknown.map((name) => `{${name}}`).join(", ")} is not a placeholder of this message. It has ${offered.join(", ")}.`;
}
