import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { freePort } from "../e2e/free-port";

/** A message as the SMTP peer received it: the envelope's recipients and the parsed message. */
export interface Received {
  recipients: string[];
  mail: ParsedMail;
  raw: string;
}

/**
 * A real SMTP server in this process (smtp-server) on a free port of 127.0.0.1, for the mail tests: it takes any login,
 * keeps every message it accepts, and can be told to answer the next messages with a temporary refusal (451).
 */
export async function startSmtpPeer(port?: number) {
  const received: Received[] = [];
  let refuseNext = 0;
  const listenPort = port ?? (await freePort());
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: "tests" }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (refuseNext > 0) {
          refuseNext -= 1;
          callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        simpleParser(raw).then(
          (mail) => {
            received.push({ recipients: session.envelope.rcptTo.map((to) => to.address), mail, raw });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(listenPort, "127.0.0.1", () => resolve());
  });
  return {
    port: listenPort,
    url: `smtp://tests:secret@127.0.0.1:${listenPort}`,
    received,
    /** The next `count` messages are refused with 451 (try again later). */
    refuse(count: number) {
      refuseNext = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;
