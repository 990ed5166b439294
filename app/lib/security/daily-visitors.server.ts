import { createHash, randomBytes } from "node:crypto";
import { isbot } from "isbot";
import { databaseOf, type DatabaseSource } from "~/lib/storage/database-source";

/** The UTC day of a time, `YYYY-MM-DD`: what visits and views are counted by. */
export const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Who asked, as the server saw it: never stored. */
export interface VisitorSeen {
  address: string;
  userAgent: string;
}

/**
 * Visitors counted without cookies and without keeping addresses (post views, campaign visits): a visitor is a hash of
 * the address and user agent with a salt made for the day, and the salt of a past day is deleted, so yesterday's
 * hashes cannot be matched to anyone again. Every instance sharing the database uses the day's one salt.
 */
export function createDailyVisitors(source: DatabaseSource, { now = Date.now }: { now?: () => number } = {}) {
  const database = databaseOf(source);
  let salt: { day: string; value: string } | undefined;

  async function daySalt(day: string): Promise<string> {
    if (salt?.day === day) return salt.value;
    const db = await database();
    const saltOf = () => db.selectFrom("post_view_salts").select("salt").where("day", "=", day).executeTakeFirst();
    if (!(await saltOf())) {
      // Only days before this one: an instance whose clock is a little behind never deletes the salt of a day begun.
      await db.deleteFrom("post_view_salts").where("day", "<", day).execute();
      await db
        .insertInto("post_view_salts")
        .values({ day, salt: randomBytes(32).toString("base64url") })
        .onConflict((conflict) => conflict.column("day").doNothing())
        .execute();
    }
    // Two instances may have made one at once: the one stored is every instance's.
    const stored = await saltOf();
    if (!stored) throw new Error(`No visitor salt for ${day}`);
    salt = { day, value: stored.salt };
    return salt.value;
  }

  return {
    /** Today's day and the visitor's anonymous id for it; null for a bot (`isbot`, or no user agent at all). */
    async today(visitor: VisitorSeen): Promise<{ day: string; id: string } | null> {
      if (!visitor.userAgent || isbot(visitor.userAgent)) return null;
      const day = utcDay(now());
      const id = createHash("sha256")
        .update(`${await daySalt(day)}\n${visitor.address}\n${visitor.userAgent}`)
        .digest("base64url")
        .slice(0, 32);
      return { day, id };
    },
  };
}
