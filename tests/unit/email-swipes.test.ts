import { describe, expect, it } from "vitest";
import { sampleDocuments } from "~/content/sample";
import { swipeFor } from "~/lib/affiliates/email-swipes";
import { readTrackingLink } from "~/lib/affiliates/tracking-link";
import { createCmsClient } from "~/lib/cms/client/client.server";
import { cmsOptionsFromEnv } from "~/lib/cms/client/config.server";
import { EMAIL_SWIPE_KIND_OPTIONS } from "~/lib/cms/options";
import { affiliateProgrammeQuery, type EmailSwipeView } from "~/lib/cms/queries/affiliates";
import { swipeTextProblem } from "~/lib/declarations/email-swipes";

// The e-mail swipes of the affiliate dashboard (decision 070): the programme's words with the affiliate's own tracking
// link in place of `{link}`, and the rule the Studio and the model apply to a swipe's text.

const ORIGIN = "https://xchangekit.example";
const swipe = (fields: Partial<EmailSwipeView>): EmailSwipeView => ({
  _key: "swipe-1",
  title: "Launch",
  kind: "launch-announcement",
  subject: "Your own exchange",
  body: "See it: {link}",
  ...fields,
});

describe("an e-mail swipe made an affiliate's own", () => {
  it("has their link to the home page, with the swipe's kind as campaign, in place of every {link} and nothing else changed", () => {
    const filled = swipeFor(
      ORIGIN,
      "abc234",
      swipe({ subject: "Try it at {link}", body: "Hi,\n\nThe demo: {link}\nThe packages: {link}\n\nFrom {price:script-only}. {Name}" }),
    );
    const link = `${ORIGIN}/home?aff=abc234&campaign=launch-announcement`;
    expect(filled).toEqual({
      key: "swipe-1",
      title: "Launch",
      kind: "launch-announcement",
      link,
      subject: `Try it at ${link}`,
      body: `Hi,\n\nThe demo: ${link}\nThe packages: ${link}\n\nFrom {price:script-only}. {Name}`,
    });
  });

  it("carries a link that tracking reads back as the affiliate's, with each kind as a campaign the reports show as written", () => {
    for (const { value: kind } of EMAIL_SWIPE_KIND_OPTIONS) {
      const { link } = swipeFor(ORIGIN, "xyz789", swipe({ kind }));
      expect(readTrackingLink(link), kind).toEqual({ code: "xyz789", campaign: kind, destination: "/home" });
    }
  });
});

describe("a swipe's text", () => {
  it("needs {link} in the body, where it is required, and not in the subject", () => {
    expect(swipeTextProblem("Have a look at XchangeKit.", { linkRequired: true })).toMatch(/^Put \{link\} where/);
    expect(swipeTextProblem("Have a look: {link}", { linkRequired: true })).toBeNull();
    expect(swipeTextProblem("Your own traffic exchange", { linkRequired: false })).toBeNull();
  });

  it("refuses any other placeholder, which would reach readers as typed, and lets tokens through", () => {
    expect(swipeTextProblem("Hi {firstName}, see {link} {firstName}", { linkRequired: true })).toBe(
      "{firstName} is not filled in: a swipe's only placeholder is {link}, the affiliate's tracking link.",
    );
    expect(swipeTextProblem("{name}", { linkRequired: false })).toMatch(/^\{name\} is not filled in/);
    expect(swipeTextProblem("From {price:script-only}: {link}", { linkRequired: true })).toBeNull();
  });
});

describe("the sample's swipes", () => {
  const client = createCmsClient(cmsOptionsFromEnv({}, sampleDocuments));

  it("give at least one of each kind, each read by the site's model with its link placeholder", async () => {
    const { emailSwipes } = await client.fetch(affiliateProgrammeQuery);
    expect(new Set(emailSwipes.map((each) => each.kind))).toEqual(new Set(EMAIL_SWIPE_KIND_OPTIONS.map((option) => option.value)));
    for (const each of emailSwipes) expect(swipeFor(ORIGIN, "abc234", each).body, each.title).toContain(`${ORIGIN}/home?aff=abc234`);
  });

  it("end with the affiliate's disclosure, as the programme's rules ask, and type no amount: prices are tokens", async () => {
    const { emailSwipes } = await client.fetch(affiliateProgrammeQuery);
    for (const { title, body } of emailSwipes) {
      expect(body.split("\n").at(-1), title).toMatch(/^(Affiliate disclosure|Disclosure): I .*commission/);
      expect(body, title).not.toMatch(/\$\s?\d/);
    }
  });
});
