import type { UserViewComponent } from "sanity/structure";
import { renderMessage } from "../app/lib/mail/compose-layout";
import { exampleValues, isMessageKind, MESSAGE_DECLARATIONS, placeholdersOf } from "../app/lib/mail/messages";
import { previewOrigin } from "./env";

/**
 * The Preview tab of an e-mail's words (decision 066): the message as the site sends it (the same layout,
 * app/lib/mail/compose-layout.ts), filled with each placeholder's example, and the placeholders this message has.
 * Price tokens are shown as written: the site puts in the current price when it sends the message.
 */
export const EmailTemplatePreview: UserViewComponent = ({ document }) => {
  const { kind, subject, body } = document.displayed as { kind?: unknown; subject?: unknown; body?: unknown };
  if (!isMessageKind(kind)) {
    return <p style={{ padding: 24 }}>Choose which message this is, and its preview appears here.</p>;
  }
  const declaration = MESSAGE_DECLARATIONS[kind];
  const origin = new URL(previewOrigin).origin;
  const message = renderMessage({
    kind,
    template: { subject: typeof subject === "string" ? subject : "", body: typeof body === "string" ? body : "" },
    values: exampleValues(kind),
    site: { name: String(exampleValues(kind).siteName), origin },
    unsubscribeUrl: declaration.transactional ? undefined : `${origin}/unsubscribe?token=example`,
  });
  return (
    <div style={{ padding: 24, display: "grid", gap: 16, maxWidth: 760 }}>
      <dl style={{ display: "grid", gridTemplateColumns: "max-content 1fr", gap: "4px 16px", margin: 0 }}>
        <dt>To</dt>
        <dd style={{ margin: 0 }}>{declaration.audience === "operator" ? "The notification addresses (site settings)" : "The visitor"}</dd>
        <dt>When</dt>
        <dd style={{ margin: 0 }}>{declaration.sentWhen}</dd>
        <dt>Subject</dt>
        <dd style={{ margin: 0, fontWeight: 600 }}>{message.subject}</dd>
      </dl>
      <iframe
        title="The message as sent, with example values"
        srcDoc={message.html}
        sandbox=""
        style={{ width: "100%", height: 560, border: "1px solid rgba(128, 128, 128, 0.4)", borderRadius: 4 }}
      />
      <table style={{ borderCollapse: "collapse", width: "100%" }}>
        <caption style={{ textAlign: "left", fontWeight: 600, paddingBottom: 8 }}>Placeholders of this message</caption>
        <thead>
          <tr>
            <th style={{ textAlign: "left", paddingRight: 16 }}>Write</th>
            <th style={{ textAlign: "left", paddingRight: 16 }}>Stands for</th>
            <th style={{ textAlign: "left" }}>Example</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(placeholdersOf(kind)).map(([name, placeholder]) => (
            <tr key={name}>
              <td style={{ paddingRight: 16, fontFamily: "monospace" }}>{`{${name}}`}</td>
              <td style={{ paddingRight: 16 }}>{placeholder.description}</td>
              <td>{placeholder.example}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};
