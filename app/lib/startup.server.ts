import { loadSigningSecrets, weakSigningSecret } from "~/lib/security/secrets.server";
import { logEvent } from "~/lib/core/log.server";
import { cdnConfigProblem } from "~/lib/publish/cdn-purge.server";
import { startSignUpPurge, stopSignUpPurge } from "~/lib/forms/waitlist-optin.server";
import { startMailDelivery, stopMailDelivery } from "~/lib/mail/delivery.server";
import { smtpConfigProblem } from "~/lib/mail/transport.server";
import { closeSitePublisher, startPublishListener } from "~/lib/publish/publisher.server";
import { closeSiteStorage, siteDatabase, StorageConfigError, StorageUnavailableError } from "~/lib/storage/storage.server";

/**
 * The site's start, before it listens (`server/index.js` awaits it): the database that `DATABASE_URL` names (else the
 * SQLite file) opened and brought up to date, the signing secrets checked and loaded. Null when the site may start,
 * else why not in one line, which `server/index.js` prints before it exits: a `DATABASE_URL` the site cannot use, a
 * database it cannot reach or migrate, a signing secret that is set but weak, a CDN half configured, or an `SMTP_URL` that
 * is no SMTP server's address.
 */
export async function startupProblem(): Promise<string | null> {
  try {
    await siteDatabase();
  } catch (error) {
    if (error instanceof StorageConfigError || error instanceof StorageUnavailableError) return error.message;
    throw error;
  }
  const misconfigured = weakSigningSecret() ?? cdnConfigProblem(process.env) ?? smtpConfigProblem(process.env);
  if (misconfigured) return misconfigured;
  try {
    await loadSigningSecrets();
  } catch (error) {
    return `The signing secrets kept in the database cannot be read: ${error instanceof Error ? error.message : String(error)}`;
  }
  return null;
}

/**
 * What a server starts once it may serve: it hears the publishes other instances announce from now on (an instance that
 * never gets a webhook would otherwise never purge), it delivers the outbox's messages, and it deletes the waitlist's
 * sign-ups left unconfirmed for 30 days (hourly). Not awaited: the listener reconnects by itself, and the delivery loop
 * and the purge try again on their next tick.
 */
export function startSiteServices(): void {
  startMailDelivery();
  startSignUpPurge();
  startPublishListener().catch((error: unknown) =>
    logEvent("warn", { event: "publish.listen_failed", reason: error instanceof Error ? error.message : String(error) }),
  );
}

/**
 * The end of a drained server: the message being sent finished, the purge's pass finished, the CDN's pending purge sent
 * and the publish listener stopped, then the database closed.
 */
export async function closeSite(): Promise<void> {
  await stopMailDelivery();
  await stopSignUpPurge();
  await closeSitePublisher();
  await closeSiteStorage();
}
