import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import type { OutboxEntry } from "./outbox.server";

/**
 * How a message leaves (decision 065): over SMTP when `SMTP_URL` is set (`smtp://` or `smtps://`, credentials in the URL),
 * else into the file outbox (`MAIL_OUTBOX_DIR`, default data/outbox), one RFC 5322 `.eml` file per message, so the whole
 * flow works with no account. nodemailer builds the message either way: its headers are encoded and folded by it, so
 * nothing a visitor typed can add a header or a recipient.
 */
export interface MailTransport {
  readonly name: "smtp" | "file";
  /** Where messages go, without credentials: for the start log and the console. */
  readonly destination: string;
  send(entry: OutboxEntry): Promise<void>;
  close(): void;
}

type Env = Record<string, string | undefined>;

/** Why `SMTP_URL` cannot be used, in one line for the start, or null. */
export function smtpConfigProblem(env: Env = process.env): string | null {
  const value = env.SMTP_URL?.trim();
  if (!value) return null;
  if (!URL.canParse(value))
    return "SMTP_URL is not a URL: set it like smtps://user:password@smtp.example.com:465, or unset it to use the file outbox.";
  const { protocol, hostname } = new URL(value);
  if (protocol !== "smtp:" && protocol !== "smtps:") return `SMTP_URL must start with smtp:// or smtps://, not ${protocol}//.`;
  if (!hostname) return "SMTP_URL names no server: set it like smtps://user:password@smtp.example.com:465.";
  return null;
}

/** The SMTP server without its credentials. */
function smtpDestination(url: string): string {
  const { protocol, host } = new URL(url);
  return `${protocol}//${host}`;
}

/** What nodemailer builds for one outbox entry: its stable Message-ID lets a receiver drop a copy sent twice after a crash. */
function mailOf(entry: OutboxEntry): Mail.Options {
  const { message } = entry;
  const domain = /@([^>\s]+)>?\s*$/.exec(message.from)?.[1] ?? "localhost";
  return {
    from: message.from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
    messageId: `<${entry.id}@${domain}>`,
    date: new Date(entry.createdAt),
    // No attachments are ever added: nothing may make nodemailer read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** Seconds are enough to reach a server and hand it a message; a claim's lease is longer than all of them together. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function mailTransportFromEnv(env: Env = process.env): MailTransport {
  const url = env.SMTP_URL?.trim();
  if (url) {
    const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
    return {
      name: "smtp",
      destination: smtpDestination(url),
      async send(entry) {
        await transporter.sendMail(mailOf(entry));
      },
      close: () => transporter.close(),
    };
  }
  const directory = env.MAIL_OUTBOX_DIR?.trim() || join("data", "outbox");
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    name: "file",
    destination: directory,
    async send(entry) {
      const { message } = (await transporter.sendMail(mailOf(entry))) as { message: Buffer };
      await mkdir(directory, { recursive: true });
      // Written whole, then renamed: a reader of the folder never sees half a message, and a resend replaces it.
      const file = join(directory, `${entry.createdAt.replace(/[:.]/g, "-")}-${entry.id}.eml`);
      await writeFile(`${file}.tmp`, message);
      await rename(`${file}.tmp`, file);
    },
    close: () => transporter.close(),
  };
}

/**
 * Whether trying again cannot help: the server refused this recipient or this message for good (a 5xx reply to the
 * envelope or the data). Everything else (no connection, a timeout, a 4xx "try later", a login refused while the
 * operator fixes the settings) is tried again later.
 */
export function isPermanentFailure(error: unknown): boolean {
  const { responseCode, code } = (error ?? {}) as { responseCode?: number; code?: string };
  return typeof responseCode === "number" && responseCode >= 500 && responseCode < 600 && (code === "EENVELOPE" || code === "EMESSAGE");
}
