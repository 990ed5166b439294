import { randomInt } from "node:crypto";
import type { Selectable } from "kysely";
import { databaseOf, type DatabaseSource } from "~/lib/storage/database-source";
import type { SiteTables } from "~/lib/storage/tables";
import { AFFILIATE_CODE_ALPHABET, AFFILIATE_CODE_LENGTH, isAffiliateCode } from "./programme";

/**
 * The programme's affiliates (decision 069): an application an operator approved becomes an affiliate with a short
 * code, the one tracking links carry. One affiliate per address and per application, whichever instance approves.
 */

export type AffiliateStatus = SiteTables["affiliates"]["status"];

export interface Affiliate {
  code: string;
  email: string;
  name: string;
  paypalEmail: string;
  website: string;
  status: AffiliateStatus;
  applicationId: string | null;
  approvedBy: string;
  createdAt: string;
}

/** What an approval records: who applied (from the application's fields) and who approved. */
export interface NewAffiliate {
  email: string;
  name: string;
  paypalEmail: string;
  website: string;
  applicationId: string | null;
  approvedBy: string;
}

const affiliateOf = (row: Selectable<SiteTables["affiliates"]>): Affiliate => ({
  code: row.code,
  email: row.email,
  name: row.name,
  paypalEmail: row.paypal_email,
  website: row.website,
  status: row.status,
  applicationId: row.application_id,
  approvedBy: row.approved_by,
  createdAt: row.created_at,
});

/** A fresh code: 6 of 31 characters (about 887 million codes), drawn with the system's secure generator. */
export function newAffiliateCode(): string {
  return Array.from({ length: AFFILIATE_CODE_LENGTH }, () => AFFILIATE_CODE_ALPHABET[randomInt(AFFILIATE_CODE_ALPHABET.length)]).join("");
}

/** A new code taken by another affiliate meanwhile is drawn again; this many draws in a row colliding means a fault. */
const CODE_DRAWS = 8;

export function createAffiliates(source: DatabaseSource, { drawCode = newAffiliateCode }: { drawCode?: () => string } = {}) {
  const database = databaseOf(source);
  const byEmail = async (email: string) => {
    const db = await database();
    const row = await db.selectFrom("affiliates").selectAll().where("email", "=", email.trim().toLowerCase()).executeTakeFirst();
    return row ? affiliateOf(row) : null;
  };
  /** The affiliate of a code, whatever its status; null for anything that is not a code of one. */
  const find = async (code: unknown): Promise<Affiliate | null> => {
    if (!isAffiliateCode(code)) return null;
    const db = await database();
    const row = await db.selectFrom("affiliates").selectAll().where("code", "=", code).executeTakeFirst();
    return row ? affiliateOf(row) : null;
  };
  return {
    find,
    /**
     * Makes an affiliate of `applicant` with a new code, or resolves with the affiliate the address or the application
     * already is (an approval sent twice, or by two operators at once, makes one affiliate).
     */
    async approve(applicant: NewAffiliate, now = new Date()): Promise<{ affiliate: Affiliate; created: boolean }> {
      const db = await database();
      const email = applicant.email.trim().toLowerCase();
      for (let draw = 0; draw < CODE_DRAWS; draw += 1) {
        const code = drawCode();
        const inserted = await db
          .insertInto("affiliates")
          .values({
            code,
            email,
            name: applicant.name,
            paypal_email: applicant.paypalEmail.trim().toLowerCase(),
            website: applicant.website,
            status: "active",
            application_id: applicant.applicationId,
            approved_by: applicant.approvedBy,
            created_at: now.toISOString(),
          })
          .onConflict((conflict) => conflict.doNothing())
          .returningAll()
          .executeTakeFirst();
        if (inserted) return { affiliate: affiliateOf(inserted), created: true };
        const existing =
          (await byEmail(email)) ??
          (applicant.applicationId
            ? await db
                .selectFrom("affiliates")
                .selectAll()
                .where("application_id", "=", applicant.applicationId)
                .executeTakeFirst()
                .then((row) => (row ? affiliateOf(row) : null))
            : null);
        if (existing) return { affiliate: existing, created: false };
      }
      throw new Error(`No free affiliate code after ${CODE_DRAWS} draws`);
    },
    /** The affiliate of a code that may earn now: unknown and disabled codes credit nobody. */
    async findActive(code: unknown): Promise<Affiliate | null> {
      const affiliate = await find(code);
      return affiliate?.status === "active" ? affiliate : null;
    },
    findByEmail: byEmail,
    /** Disables (no click, cookie or commission from now on) or enables again. False for an unknown code. */
    async setStatus(code: string, status: AffiliateStatus): Promise<boolean> {
      const db = await database();
      const result = await db.updateTable("affiliates").set({ status }).where("code", "=", code).executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    /** Every affiliate, newest first. */
    async list(): Promise<Affiliate[]> {
      const db = await database();
      const rows = await db.selectFrom("affiliates").selectAll().orderBy("created_at", "desc").orderBy("code").execute();
      return rows.map(affiliateOf);
    },
  };
}

export type Affiliates = ReturnType<typeof createAffiliates>;
