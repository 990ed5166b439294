import { ref, refs, sampleDocument } from "~/content/sample/build/documents";
import { sampleImage } from "~/content/sample/build/images";
import { link, portableText, strong } from "~/content/sample/build/portable-text";

/* ------------------------------------------------------------------------------------------------
 * The Cron Jobs a Traffic Exchange Runs, and What Breaks When One Stops
 * ---------------------------------------------------------------------------------------------- */

const { p, h2, h3, bullets, numbered, codeBlock } = portableText();

const body = [
  p(
    "Cron is the part of a traffic exchange nobody sees until it stops. And when it stops, nothing crashes. Members still log in, surf and buy upgrades. The site simply stops doing the work nobody clicks for: paying the monthly bonus, maturing commissions, downgrading lapsed upgrades, pulling dead sites out of the rotation. The first you hear of it is usually a support ticket, and by then the job may have been down for days.",
  ),
  p(
    "I wrote most of XchangeKit's scheduled jobs and have debugged a good number of stopped crons on customers' servers. This article covers what each job does, how to check that it is running, and the symptom each one leaves behind when it is not.",
  ),

  h2("One crontab line, several schedules"),
  p("The XchangeKit installer asks for a single cron entry that runs every minute:"),
  codeBlock("bash", "crontab", "* * * * * /usr/bin/php /home/youraccount/xchangekit/cron.php > /dev/null 2>&1"),
  p(
    "Each run checks which jobs are due and runs those: some every minute, some once a day, one on the first of the month. The admin dashboard records when each job last ran, which is the first place to look when something seems off. Some owners prefer separate entries for the daily and monthly work, with their output kept in a log, as in our ",
    link("48-hour launch guide", "/blog/how-to-launch-a-traffic-exchange-in-48-hours"),
    ". Both setups run the same jobs.",
  ),
  p(
    "Cron itself is simple: five time fields (minute, hour, day of month, month, day of week) followed by a command, run by the system as the user who owns the crontab. Almost every cron failure I have seen came from the things around it: which PHP binary runs, as which user, in which time zone, and where the output goes.",
  ),

  h2("The jobs that run every minute"),
  h3("Site health checks"),
  p(
    "This job visits the sites in rotation, pauses those that are down, redirect elsewhere or fail to load, and emails their owners. It is what keeps the surf bar showing working pages.",
  ),
  p(
    strong("When it stops:"),
    " surfers start mentioning blank pages, parked domains and browser error screens, in your support inbox or in whatever member group you run. Members whose sites went down keep spending credits on views nobody can use. A surf bar full of dead pages looks abandoned, and that loses you surfers faster than almost anything else.",
  ),
  h3("Commission maturity"),
  p(
    "New commissions stay pending for the maturity period you set, such as 30 days, so that a refund or chargeback inside that window cancels them. The scheduled job is what moves a commission from pending to matured when its period is over.",
  ),
  p(
    strong("When it stops:"),
    " referrers see commissions that are 31, 35, 40 days old still marked pending. They cannot spend them on upgrades or request a payout. Your best promoters watch their commission page more closely than anyone, so they write in first. Nothing is lost, because once cron runs again every commission past its date matures on the next pass, but you have spent some of the trust that keeps those members promoting.",
  ),

  h2("The jobs that run once a day"),
  p(
    "In the split setup from the launch guide the daily work runs at 00:10 server time. The exact time matters less than knowing it, because members will ask when the day resets.",
  ),
  h3("Daily surf bonus reset"),
  p(
    "Daily surf bonuses reward members who reach targets each day, such as 25 credits at 100 pages and a banner bonus at 150. The daily reset starts a new day: each member's count of pages surfed today goes back to zero so the targets can be reached again. It resets counters, not balances. No member loses a credit.",
  ),
  p(
    strong("When it stops:"),
    " members who hit a target yesterday find their progress stuck at yesterday's count and cannot earn today's bonus. Your heaviest surfers notice by mid-morning.",
  ),
  h3("Subscription grace periods and downgrades"),
  p(
    "When a renewal payment fails, the member keeps their level for the grace period you set, such as 3 days, while reminder emails go out. The scheduled job sends those reminders and, if the grace period runs out without a payment, downgrades the member.",
  ),
  p(
    strong("When it stops,"),
    " the damage is quiet and it adds up. Members whose cards failed keep their upgraded ratio, their 8-second timer and their extra rotation slots indefinitely, and nobody complains, because nobody affected has a reason to. If it is still broken on the first of the month, those members also collect a monthly bonus they have not paid for. Worked through: 15 lapsed members on a level with a 1,000-credit monthly bonus is 15,000 credits for nothing, which on an exchange surfing 8,000 pages a day is nearly two days of the whole exchange's views.",
  ),
  p(
    "The sign to look for is a mismatch: the number of upgraded members on your dashboard holds steady or rises while the payment log shows fewer renewals than last month.",
  ),
  h3("Surf contest results"),
  p(
    "When a surf contest reaches its end date, the scheduled run ranks the entrants, records the winners and pays the prizes. If it stops, the end date passes with no winners announced, and every member who sprinted through the last days of the contest is waiting for an answer, usually in public.",
  ),
  h3("The email behind all of this"),
  p(
    "Renewal reminders, grace-period notices and the emails telling an owner that their site was paused all come from scheduled jobs, because no member is on the site to trigger them. If the dashboard shows the jobs running but members say the emails never arrive, cron is fine and the problem is sending: check your SMTP settings, your host's hourly sending limit and the SPF and DKIM records on your domain.",
  ),

  h2("The job that runs once a month"),
  p(
    "On the first of the month, the monthly job adds each level's credit, banner and text ad bonus. It is the job members notice most when it misses, because upgraded members are paying partly for that bonus and many of them check for it on the 1st.",
  ),
  p(
    "Take an exchange with 40 upgraded members on a 1,000-credit bonus and 10 lifetime members on 2,500. That is 65,000 credits in a single run, and two things follow from it:",
  ),
  ...bullets(
    [
      strong("If it does not run, expect tickets by breakfast."),
      " Check the monthly job's last-run time on the morning of the 1st, before your members do.",
    ],
    [
      strong("If you run it by hand, run it once."),
      " Before forcing a run, open the credit log for two or three upgraded members and see whether this month's bonus is already there. A bonus paid twice is 65,000 credits with no views behind them, six and a half days of surfing on an exchange that does 10,000 pages a day. Being a few hours late is far easier to fix than taking credits back.",
    ],
  ),

  h2("How to check that cron is running"),
  p("Make this a weekly habit, and a daily one for the first month after launch and after any change to your server."),
  ...numbered(
    "Open the admin dashboard and read the last-run times. The every-minute work should show a run within the last few minutes, and the daily work should show last night's date.",
    "Look at the crontab itself, with crontab -l over SSH or the Cron Jobs page in cPanel. Check that the entry exists, that it belongs to the user who owns the site's files, and that it points at the current install path.",
    "Run the command by hand as that user, exactly as it appears in the crontab but without the redirect at the end. Errors that cron has been silently throwing away will appear on your screen.",
    "Check which PHP the command uses with /usr/bin/php -v. The web server and the command line often run different PHP versions, and XchangeKit needs PHP 8.1 or newer on both.",
    "While you investigate, send the output to a log file instead of /dev/null and read it after a few runs.",
  ),
  p(
    "For that last step, two standard Linux tools help. flock skips a run if the previous one is still going, which stops a slow health-check pass on a busy night from being joined by a second copy a minute later. A heartbeat ping tells an outside monitoring service that the run finished; most such services email you when the pings stop, and several have free plans.",
  ),
  codeBlock(
    "bash",
    "crontab",
    [
      "# While investigating: keep the output, and never run two copies at once",
      "* * * * * /usr/bin/flock -n /tmp/xchangekit-cron.lock /usr/bin/php /home/youraccount/xchangekit/cron.php >> /home/youraccount/logs/xk-cron.log 2>&1",
      "# Optional heartbeat: ping your monitor only after a successful run",
      "* * * * * /usr/bin/php /home/youraccount/xchangekit/cron.php > /dev/null 2>&1 && curl -fsS --retry 3 https://monitor.example/ping/your-check-id > /dev/null",
    ].join("\n"),
  ),
  p(
    "Use one line or the other, not both, or the script runs twice a minute. And remove the log once you are done: a minute-by-minute log grows quickly on shared hosting.",
  ),

  h2("Symptoms of a stopped job, at a glance"),
  ...bullets(
    [strong("Dead or parked pages in the surf bar"), ": site health checks."],
    [strong("Commissions still pending after the maturity period"), ": commission maturity."],
    [strong("Daily bonus progress stuck at yesterday's count"), ": the daily reset."],
    [strong("No renewal reminders, and the upgraded count does not fall when renewals do"), ": grace periods and downgrades."],
    [strong("A finished contest with no winners"), ": contest results."],
    [strong("No monthly bonus on the 1st"), ": the monthly job."],
    [strong("Several of these at once"), ": cron itself has stopped, not one job. Start with the crontab and the PHP binary."],
  ),

  h2("Why cron stops"),
  p("In rough order of how often we see them on the support desk:"),
  ...bullets(
    [
      strong("A server move or restore."),
      " Files and the database move; the crontab often does not, because it lives outside the site's folders.",
    ],
    [strong("A PHP change on the host"), " that altered what /usr/bin/php points to, or removed an extension the command-line PHP needed."],
    [strong("A new install path."), " The site moved to another folder and the crontab still points at the old one."],
    [strong("A full disk or a suspended account."), " Cron may still fire, but the script cannot write to the database."],
    [
      strong("Time zones."),
      " Cron runs on the server's clock. If your server is on UTC and most members are in New York, the first of the month begins at 8 pm on the last day of the month for them, or 7 pm in winter.",
    ],
    [strong("An edited crontab."), " Someone tidied up after removing a different tool and took the line with it."],
  ),
  p(
    "If you would rather not think about any of this, our managed hosting watches cron for you and alerts us when a run fails; it is part of the hosting packages listed on the ",
    link("pricing page", "/pricing"),
    ", and the ",
    link("services page", "/services"),
    " describes what the monitoring covers. On your own server, ",
    link("support", "/support"),
    " can go through the crontab and the PHP setup with you when a job will not start.",
  ),
];

export const post = {
  ...sampleDocument("post.traffic-exchange-cron-jobs", "post", {
    title: "The Cron Jobs a Traffic Exchange Runs, and What Breaks When One Stops",
    slug: { _type: "slug" as const, current: "traffic-exchange-cron-jobs" },
    excerpt:
      "When cron stops, nothing crashes: bonuses go unpaid, commissions stay pending, lapsed upgrades keep their benefits and dead sites stay in rotation. What each scheduled job in a traffic exchange does, how to check that it ran, and the symptom each one leaves behind when it does not.",
    body,
    featuredImage: sampleImage(
      "blog/traffic-exchange-cron-jobs.webp",
      1200,
      630,
      "A traffic exchange's scheduled jobs on three lanes, every minute, daily at 00:10 and monthly on the 1st, next to an admin panel of last-run times where the daily job is flagged as not run for 26 hours",
    ),
    status: "published",
    publishedAt: "2025-06-17T09:00:00Z",
    author: ref("author.daniel-mercer"),
    category: ref("category.running-your-exchange"),
    tags: refs("tag", ["tag.traffic-exchanges", "tag.credits-ratios"]),
    seoTitle: "Traffic Exchange Cron Jobs: What Breaks When One Stops",
    seoDescription:
      "What each cron job in a traffic exchange does, from health checks to monthly bonuses, how to check it ran, and the symptoms a stopped job leaves behind.",
    seoKeywords: [
      "traffic exchange cron jobs",
      "cron job not running",
      "php cron",
      "monthly bonus credits",
      "commission maturity",
      "subscription grace period",
    ],
    viewCount: 2260,
    likeCount: 104,
    shareCount: 37,
  }),
  _createdAt: "2025-06-11T10:05:00Z",
  _updatedAt: "2025-06-24T08:30:00Z",
};
