import { describe, expect, it } from "vitest";
import { CAMPAIGN_MAX_LENGTH, campaignName, readTrackingLink } from "~/lib/affiliates/tracking-link";

// Reading `?aff=CODE&campaign=` off a request's URL (decision 071): what is credited, and where the visitor is sent.
describe("a tracking link", () => {
  it("is no link without a query string or without `aff`, whatever else the query holds", () => {
    expect(readTrackingLink("http://localhost/pricing")).toBeNull();
    expect(readTrackingLink("http://localhost/blog?page=2&campaign=spring")).toBeNull();
    expect(readTrackingLink("http://localhost/?affiliate=abcdef&ref=XK-1")).toBeNull();
  });

  it("gives the code, the campaign and the same address without the two parameters, the others kept as written", () => {
    expect(readTrackingLink("http://localhost/pricing?aff=abc234&campaign=Spring%20Sale")).toEqual({
      code: "abc234",
      campaign: "spring-sale",
      destination: "/pricing",
    });
    expect(readTrackingLink("http://localhost/blog?q=a+b&aff=ABC234&page=2&x=%2F")).toEqual({
      code: "abc234",
      campaign: "",
      destination: "/blog?q=a+b&page=2&x=%2F",
    });
  });

  it("reads parameter names as the server decodes them: an encoded `aff` is the same parameter, and is removed too", () => {
    expect(readTrackingLink("http://localhost/?%61ff=abc234&%63ampaign=x&&")).toEqual({ code: "abc234", campaign: "x", destination: "/" });
  });

  it("credits nobody for a malformed code or one given twice, and still sends the visitor to the clean address", () => {
    for (const code of [
      "",
      "abc",
      "abc2345",
      "abc23l",
      "abc23%0D%0ASet-Cookie:x=1",
      "abc%00234",
      "%E3%80%80abc234",
      "abc234%20",
      "abc23%E2%84%AA",
    ]) {
      expect(readTrackingLink(`http://localhost/pricing?aff=${code}`), code).toEqual({ code: null, campaign: "", destination: "/pricing" });
    }
    expect(readTrackingLink("http://localhost/pricing?aff=abc234&aff=def567")?.code).toBeNull();
  });

  it("is left to Remix on a client-side navigation's data request", () => {
    expect(readTrackingLink("http://localhost/pricing?_data=routes%2F_site.pricing&aff=abc234")).toBeNull();
  });

  it("keeps the visitor on this site: a path that reads as another host stays a path", () => {
    expect(readTrackingLink("http://localhost//evil.example/x?aff=abc234")?.destination).toBe("/evil.example/x");
  });
});

describe("a campaign name", () => {
  it("is one name for its spellings, and nothing a spreadsheet or a header would act on", () => {
    expect(campaignName("Spring  Sale")).toBe("spring-sale");
    expect(campaignName("safelist_jan.2027")).toBe("safelist_jan.2027");
    expect(campaignName('=HYPERLINK("x")')).toBe("hyperlink-x");
    expect(campaignName("line\r\nSet-Cookie: a=b")).toBe("line-set-cookie-a-b");
    expect(campaignName("ＳＵＭＭＥＲ – été")).toBe("summer-été");
    expect(campaignName("---")).toBe("");
  });

  it("is cut to 64 characters, however long the parameter", () => {
    expect(campaignName("a".repeat(10_000))).toBe("a".repeat(CAMPAIGN_MAX_LENGTH));
    expect(Array.from(campaignName("😀".repeat(100)))).toHaveLength(0);
    expect(campaignName(`${"b".repeat(63)}-c`)).toBe("b".repeat(63));
  });
});
