import { json } from "@remix-run/node";
import { clicksOf } from "~/lib/affiliates/clicks.server";
import { referredOrders } from "~/lib/orders/referred-orders.server";
import { affiliateLedger, type AffiliateLedger } from "~/lib/affiliates/ledger.server";
import { programmeRules, publishedProgramme } from "~/lib/affiliates/programme.server";
import { AFFILIATE_BANNER_SIZE_OPTIONS, optionValues } from "~/lib/cms/options";
import { AFFILIATE_RESPONSE_HEADERS, orUnavailable, requireAffiliate, signedInAffiliate } from "~/lib/affiliate-area/sessions.server";
import { bannerHtml, CAMPAIGN_MAX_LENGTH, trackingLink } from "~/lib/affiliates/tracking-link";
import { swipeFor } from "~/lib/affiliates/email-swipes";
import { absoluteUrl } from "~/lib/core/site-url";
import { siteDatabase } from "~/lib/storage/storage.server";
import { publicSiteUrl } from "./page-seo.server";

/**
 * An affiliate's money as their dashboard shows it: no order reference or payment id, which are the buyer's and the
 * operator's business (decision 070).
 */
function earningsShown({ totals, commissions, payouts }: AffiliateLedger) {
  return {
    totals,
    commissions: commissions.map(({ category, baseCents, rate, amountCents, standing, earnedAt, maturesAt, cancelledReason }) => ({
      category,
      baseCents,
      rate,
      amountCents,
      state: standing,
      earnedAt,
      maturesAt,
      cancelledReason,
    })),
    payouts: payouts.map(({ period, amountCents, paidAt, reference }) => ({ period, amountCents, paidAt, reference })),
  };
}

/** Banners are listed in the order the programme names their sizes. */
const BANNER_ORDER = optionValues(AFFILIATE_BANNER_SIZE_OPTIONS);

/** /affiliate (layout): who is signed in, for the header's sign-out. */
export async function affiliateLayoutData(request: Request) {
  const affiliate = await signedInAffiliate(request);
  return json({ name: affiliate?.name ?? null }, { headers: AFFILIATE_RESPONSE_HEADERS });
}

/**
 * /affiliate: the signed-in affiliate's dashboard (decision 070), their own data only (the session names the code;
 * nothing in the address does): the link builder (`?page=&campaign=`, a 400 saying what to fix), clicks, referred
 * orders, commissions and payouts, the programme's banners carrying the built link, and its e-mail swipes, each with a
 * link of its own (the home page, the swipe's kind as campaign).
 */
export async function affiliateDashboardData(request: Request) {
  const affiliate = await requireAffiliate(request);
  const params = new URL(request.url).searchParams;
  const builder = { page: (params.get("page") ?? "").slice(0, 1000), campaign: (params.get("campaign") ?? "").slice(0, 200) };
  const origin = await publicSiteUrl();
  const built = trackingLink(origin, affiliate.code, builder.page, builder.campaign);
  const link = "link" in built ? built.link : absoluteUrl(origin, `/?aff=${affiliate.code}`);
  const [programme, rules] = await Promise.all([publishedProgramme(), programmeRules()]);
  const now = Date.now();
  const { clicks, orders, earnings } = await orUnavailable(async () => {
    const db = await siteDatabase();
    return {
      clicks: await clicksOf(db, affiliate.code),
      orders: await referredOrders(db, affiliate.code),
      earnings: earningsShown(await affiliateLedger(db, affiliate.code, now)),
    };
  });
  const banners = programme.banners
    .toSorted((a, b) => BANNER_ORDER.indexOf(a.size) - BANNER_ORDER.indexOf(b.size))
    .map((banner) => {
      const image = { url: absoluteUrl(origin, banner.url), width: banner.width, height: banner.height, alt: banner.alt };
      // Shown from the address the site serves it at; the HTML names it on the public origin, for other sites.
      return { key: banner._key, size: banner.size, ...image, preview: banner.url, html: bannerHtml(link, image) };
    });
  return json(
    {
      affiliate: { name: affiliate.name, code: affiliate.code, paypalEmail: affiliate.paypalEmail },
      builder: { ...builder, link, error: "error" in built ? built : null, campaignMaxLength: CAMPAIGN_MAX_LENGTH },
      rules,
      clicks,
      orders,
      earnings,
      banners,
      swipes: programme.emailSwipes.map((swipe) => swipeFor(origin, affiliate.code, swipe)),
    },
    { status: "error" in built ? 400 : 200, headers: AFFILIATE_RESPONSE_HEADERS },
  );
}
