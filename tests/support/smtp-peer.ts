import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { freePort } from "../e2e/free-port";
import { observed } from "./observed";

/** A message as the SMTP peer received it: the envelope's recipients and the parsed message. */
export interface Received {
  recipients: string[];
  mail: ParsedMail;
  raw: string;
}

/** A message whose DATA the peer holds unanswered (`holdNext`): the sender waits for the answer. */
export interface HeldMessage {
  /** Resolves once the message's data has arrived, unanswered. */
  arrived: Promise<void>;
  /** Resolves if the sender's connection ends before `release()` (it was killed): the message was never accepted. */
  dropped: Promise<void>;
  /** Answers it as any other message (accepted and kept). */
  release(): void;
}

/**
 * A real SMTP server in this process (smtp-server) on a free port of 127.0.0.1, for the mail tests: it takes any login,
 * keeps every message it accepts, and can be told to answer the next messages with a temporary refusal (451), or to
 * hold the next message's answer until told (a sender killed mid-send).
 */
export async function startSmtpPeer(port?: number) {
  const accepted = observed<Received>();
  let refuseNext = 0;
  let holding: { session?: string; arrived(): void; dropped(): void; answer?: () => void } | undefined;
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
        const accept = () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          simpleParser(raw).then(
            (mail) => {
              accepted.add({ recipients: session.envelope.rcptTo.map((to) => to.address), mail, raw });
              callback();
            },
            (error: Error) => callback(error),
          );
        };
        if (holding && !holding.session) {
          holding.session = session.id;
          holding.answer = accept;
          holding.arrived();
          return;
        }
        accept();
      });
    },
    onClose(session) {
      if (holding?.session !== session.id) return;
      holding.dropped();
      holding = undefined;
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(listenPort, "127.0.0.1", () => resolve());
  });
  return {
    port: listenPort,
    url: `smtp://tests:secret@127.0.0.1:${listenPort}`,
    received: accepted.items,
    /** Resolves once `count` messages have been accepted. */
    untilReceived: (count: number) => accepted.until((items) => items.length >= count),
    /** The next `count` messages are refused with 451 (try again later). */
    refuse(count: number) {
      refuseNext = count;
    },
    /** The next message's DATA is held unanswered until `release()`; dropped if its sender goes away first. */
    holdNext(): HeldMessage {
      let arrived!: () => void;
      let dropped!: () => void;
      const held = {
        arrived: new Promise<void>((resolve) => (arrived = resolve)),
        dropped: new Promise<void>((resolve) => (dropped = resolve)),
      };
      const hold: NonNullable<typeof holding> = { arrived, dropped };
      holding = hold;
      return {
        ...held,
        release() {
          if (holding === hold) holding = undefined;
          hold.answer?.();
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;
