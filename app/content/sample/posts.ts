import { post as creditPricing } from "./blog/pricing-upgrades-and-credit-packages";
import { post as cronJobs } from "./blog/traffic-exchange-cron-jobs";
import { post as launchIn48Hours } from "./blog/how-to-launch-a-traffic-exchange-in-48-hours";
import { post as surfFormats } from "./blog/manual-surf-vs-auto-surf";
import { post as promotion } from "./blog/promoting-on-exchanges-and-safelists";
import { post as referralCommissions } from "./blog/referral-commission-rates";
import { post as splashPages } from "./blog/splash-pages-and-banners";
import { post as surfBots } from "./blog/spotting-surf-bots";
import { post as surfContests } from "./blog/surf-contests-without-inflating-credits";

/**
 * The sample blog: one module per article under ./blog, each a post document whose body is Portable Text built
 * by the helpers of ./portable-text. Oldest first; the blog orders them by publication date.
 */
export const posts = [
  launchIn48Hours,
  surfFormats,
  cronJobs,
  surfBots,
  surfContests,
  promotion,
  creditPricing,
  referralCommissions,
  splashPages,
];
