import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createAffiliates } from "~/lib/affiliates/affiliates.server";
import { isAffiliateCode } from "~/lib/affiliates/programme";
import type { SiteStorage } from "~/lib/storage/storage.server";
import { freshStorage, STORAGE_ENGINES } from "../../support/storage-engines";

/** Approving applications into affiliates (decision 069) on each engine: one affiliate per address and application. */

const applicant = (overrides: Partial<Parameters<ReturnType<typeof createAffiliates>["approve"]>[0]> = {}) => ({
  email: "Maria@SurfPromo.example",
  name: "Maria Kent",
  paypalEmail: "payouts@surfpromo.example",
  website: "https://surfpromo.example",
  applicationId: "application-1",
  approvedBy: "ops@example.com",
  ...overrides,
});

describe.each(STORAGE_ENGINES)("affiliates on %s", (engine) => {
  let storage: SiteStorage;
  beforeEach(async () => {
    storage = await freshStorage(engine);
  });
  afterEach(async () => {
    await storage.close();
  });

  it("approves an application into an active affiliate with a code of the programme's form, found by code and address", async () => {
    const affiliates = createAffiliates(storage.db);
    const { affiliate, created } = await affiliates.approve(applicant());
    expect(created).toBe(true);
    expect(isAffiliateCode(affiliate.code)).toBe(true);
    expect(affiliate).toMatchObject({ email: "maria@surfpromo.example", status: "active", applicationId: "application-1" });
    expect(await affiliates.find(affiliate.code)).toEqual(affiliate);
    expect(await affiliates.findByEmail(" MARIA@surfpromo.example ")).toEqual(affiliate);
  });

  it("an approval sent again, or for the same address from another application, is the same affiliate", async () => {
    const affiliates = createAffiliates(storage.db);
    const first = await affiliates.approve(applicant());
    const twice = await Promise.all([affiliates.approve(applicant()), affiliates.approve(applicant({ applicationId: "application-2" }))]);
    expect(twice.map((result) => [result.created, result.affiliate.code])).toEqual([
      [false, first.affiliate.code],
      [false, first.affiliate.code],
    ]);
    expect(await affiliates.list()).toHaveLength(1);
  });

  it("draws another code when the one drawn is taken", async () => {
    const draws = ["abcdef", "abcdef", "ghjkmn"];
    const affiliates = createAffiliates(storage.db, { drawCode: () => draws.shift()! });
    await affiliates.approve(applicant());
    const second = await affiliates.approve(applicant({ email: "lee@example.com", applicationId: "application-2" }));
    expect(second).toMatchObject({ created: true, affiliate: { code: "ghjkmn" } });
  });

  it("a disabled or unknown code, and anything not shaped like a code, is no active affiliate", async () => {
    const affiliates = createAffiliates(storage.db);
    const { affiliate } = await affiliates.approve(applicant());
    expect(await affiliates.findActive(affiliate.code)).toEqual(affiliate);
    expect(await affiliates.setStatus(affiliate.code, "disabled")).toBe(true);
    expect(await affiliates.findActive(affiliate.code)).toBeNull();
    expect(await affiliates.find(affiliate.code)).toMatchObject({ status: "disabled" });
    expect(await affiliates.findActive("zzzzzz")).toBeNull();
    expect(await affiliates.findActive("' OR 1=1 --")).toBeNull();
    expect(await affiliates.setStatus("zzzzzz", "active")).toBe(false);
  });
});
