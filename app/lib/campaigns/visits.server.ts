import { logEvent } from "~/lib/core/log.server";
import { createDailyVisitors, type VisitorSeen } from "~/lib/security/daily-visitors.server";
import { databaseOf, type DatabaseSource } from "~/lib/storage/database-source";
import { siteDatabase } from "~/lib/storage/storage.server";
import type { SiteTables } from "~/lib/storage/tables";
import type { Attribution } from "~/lib/submissions/attribution";

export type VisitStage = SiteTables["campaign_visits"]["stage"];

/** Days from `from` to `to`, both included, `YYYY-MM-DD` (UTC). */
export interface Period {
  from: string;
  to: string;
}

/** How many anonymous visitors a stage counted with one attribution over a period. */
export interface VisitCount extends Attribution {
  stage: VisitStage;
  visitors: number;
}

/**
 * Campaign visits (decision 073): a tab's first page (its beacon) and the order funnel's first step, each counted once
 * per anonymous visitor of the day and attribution, bots never (`createDailyVisitors`). Nothing of the visitor is stored.
 */
export function createCampaignVisits(source: DatabaseSource, { now = Date.now }: { now?: () => number } = {}) {
  const database = databaseOf(source);
  const visitors = createDailyVisitors(source, { now });
  return {
    async record(stage: VisitStage, attribution: Attribution, visitor: VisitorSeen): Promise<"counted" | "repeat" | "bot"> {
      const seen = await visitors.today(visitor);
      if (!seen) return "bot";
      const db = await database();
      const { numInsertedOrUpdatedRows } = await db
        .insertInto("campaign_visits")
        .values({ day: seen.day, stage, visitor: seen.id, ...attribution })
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirstOrThrow();
      return numInsertedOrUpdatedRows ? "counted" : "repeat";
    },
    /** The period's visitors per stage and attribution. */
    async counts({ from, to }: Period): Promise<VisitCount[]> {
      const db = await database();
      const rows = await db
        .selectFrom("campaign_visits")
        .select(["stage", "source", "medium", "campaign", "referrer", "landing"])
        .select((eb) => eb.fn.countAll().as("visitors"))
        .where("day", ">=", from)
        .where("day", "<=", to)
        .groupBy(["stage", "source", "medium", "campaign", "referrer", "landing"])
        .execute();
      return rows.map((row) => ({ ...row, visitors: Number(row.visitors) }));
    },
  };
}

export type CampaignVisits = ReturnType<typeof createCampaignVisits>;

let visits: CampaignVisits | undefined;

/** The process's campaign visits, in the site's database. */
export function campaignVisits(): CampaignVisits {
  visits ??= createCampaignVisits(siteDatabase);
  return visits;
}

/** Counts a buyer passing the order funnel's first step; a failure costs the count (logged), never the buyer's step. */
export async function countFunnelStart(attribution: Attribution, visitor: VisitorSeen): Promise<void> {
  try {
    await campaignVisits().record("funnel", attribution, visitor);
  } catch (error) {
    logEvent("warn", { event: "campaign.funnel_start_not_counted", reason: error instanceof Error ? error.message : String(error) });
  }
}
