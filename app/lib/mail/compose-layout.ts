import { MESSAGE_DECLARATIONS, placeholdersOf, templateParts, type MessageKind } from "./messages";

/**
 * A message's words put together (decision 066): the template's subject and body with their placeholders filled, as
 * plain text and as HTML in one simple layout (inline styles, the way mail clients read them). Pure, so the Studio's
 * preview shows exactly what is sent (cms-schemas/email-preview.tsx); the server's part is ./compose.server.ts.
 *
 * The body is plain text: a blank line between paragraphs, a line break kept as one. In the HTML every character of
 * the template and of every value is escaped, so nothing a visitor typed is ever markup; a link placeholder whose
 * value is an http(s) URL becomes a link.
 */

export interface MessageTemplate {
  subject: string;
  body: string;
}

export interface LayoutInput {
  kind: MessageKind;
  template: MessageTemplate;
  /** Every placeholder's value (the common ones too). */
  values: Readonly<Record<string, string>>;
  site: { name: string; origin: string };
  /** The recipient's unsubscribe link: given for a message that is not transactional, which must show it. */
  unsubscribeUrl?: string | undefined;
}

export interface RenderedMessage {
  subject: string;
  text: string;
  html: string;
  /** Placeholders the template uses that had no value: left as written (the Studio refuses them; an API edit may not). */
  unfilled: string[];
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
/** Line breaks inside a paragraph, kept in the HTML. */
const withBreaks = (html: string) => html.replace(/\r?\n/g, "<br>\n");
const isWebLink = (value: string) => /^https?:\/\/[^\s]+$/.test(value);

const COLORS = { page: "#f4f4f5", card: "#ffffff", text: "#18181b", muted: "#52525b", link: "#1d4ed8" };
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const PARAGRAPH_STYLE = "margin:0 0 16px;";
const LINK_STYLE = `color:${COLORS.link};text-decoration:underline;`;

/** A body's paragraphs: separated by blank lines, trimmed, none empty. */
function paragraphsOf(body: string): string[] {
  return body
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export function renderMessage({ kind, template, values, site, unsubscribeUrl }: LayoutInput): RenderedMessage {
  const links = placeholdersOf(kind);
  const unfilled = new Set<string>();
  const valueOf = (name: string): string | undefined => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) unfilled.add(name);
    return value;
  };
  const asText = (text: string) =>
    templateParts(text)
      .map((part) => ("text" in part ? part.text : (valueOf(part.placeholder) ?? `{${part.placeholder}}`)))
      .join("");
  const asHtml = (text: string) =>
    templateParts(text)
      .map((part) => {
        if ("text" in part) return withBreaks(escapeHtml(part.text));
        const value = valueOf(part.placeholder);
        if (value === undefined) return escapeHtml(`{${part.placeholder}}`);
        if (links[part.placeholder]?.link && isWebLink(value)) {
          return `<a href="${escapeHtml(value)}" style="${LINK_STYLE}word-break:break-all;">${escapeHtml(value)}</a>`;
        }
        return withBreaks(escapeHtml(value));
      })
      .join("");

  // One line, whatever a value held: a subject is a header.
  const subject = asText(template.subject).replace(/\s+/g, " ").trim();
  const paragraphs = paragraphsOf(template.body);
  const host = new URL(site.origin).host;
  const text = [
    ...paragraphs.map(asText),
    `-- \n${site.name}: ${site.origin}/`,
    ...(unsubscribeUrl ? [`Unsubscribe: ${unsubscribeUrl}`] : []),
  ].join("\n\n");

  const footer = [
    `<p style="margin:0 0 8px;"><a href="${escapeHtml(site.origin)}/" style="color:${COLORS.muted};">${escapeHtml(host)}</a></p>`,
    ...(unsubscribeUrl
      ? [`<p style="margin:0;"><a href="${escapeHtml(unsubscribeUrl)}" style="color:${COLORS.muted};">Unsubscribe</a></p>`]
      : []),
  ];
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:24px 12px;background-color:${COLORS.page};color:${COLORS.text};font-family:${FONT};font-size:16px;line-height:1.5;">
<main style="max-width:600px;margin:0 auto;padding:24px;background-color:${COLORS.card};border-radius:8px;">
<p style="margin:0 0 24px;font-size:18px;font-weight:700;">${escapeHtml(site.name)}</p>
${paragraphs.map((paragraph) => `<p style="${PARAGRAPH_STYLE}">${asHtml(paragraph)}</p>`).join("\n")}
</main>
<footer style="max-width:600px;margin:16px auto 0;font-size:13px;color:${COLORS.muted};text-align:center;">
${footer.join("\n")}
</footer>
</body>
</html>
`;
  return { subject, text, html, unfilled: [...unfilled] };
}

/** Whether a kind's messages carry an unsubscribe link (they are not transactional). */
export function needsUnsubscribe(kind: MessageKind): boolean {
  return !MESSAGE_DECLARATIONS[kind].transactional;
}
