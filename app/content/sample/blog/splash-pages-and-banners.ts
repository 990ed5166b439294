import { ref, refs, sampleDocument } from "~/content/sample/build/documents";
import { sampleImage } from "~/content/sample/build/images";
import { em, link, portableText, strong } from "~/content/sample/build/portable-text";

/* ------------------------------------------------------------------------------------------------
 * Splash Pages and Banners That Get Noticed in the Surf Bar
 * ---------------------------------------------------------------------------------------------- */

const { p, h2, h3, bullets, numbered, figure } = portableText();

const body = [
  p(
    "A surfer looking at your splash page is not a visitor in the usual sense. They came to earn a credit, the timer is counting down above your page and their hand is already on the mouse. Most splash pages that fail do not fail because the offer is bad. They fail because the surfer never actually saw the offer.",
  ),
  p(
    "This article covers the practical side of being noticed in a surf bar: how much attention you really get, how to lay out a page for the surf frame, what makes a 468x60 or 125x125 banner readable, how to test versions with tracking links, and the trust signals that turn a glance into a signup.",
  ),

  h2("The few seconds you actually get"),
  p(
    "Surf timers run from about 8 to 15 seconds, but attention does not last that long. A surfer looks when the page appears, decides within two or three seconds whether anything is worth reading, and then watches the timer or another tab. Design for that glance, not for the full timer.",
  ),
  p(
    "It is worth the effort. Suppose you spend credits on 10,000 views. A splash page that turns 0.15% of views into signups brings 15 signups; one that converts 0.3% brings 30. Doubling your conversion rate is worth as much as doubling the credits you spend, and unlike credits it keeps paying on every view you buy afterwards.",
  ),

  h2("Designing for the surf frame"),
  h3("The visible area is smaller than you think"),
  p(
    "Your page is shown inside a frame, under a surf bar. On a common 1366x768 laptop screen, the browser's own toolbars take roughly 110 to 130 pixels and the surf bar another 70 to 100, which leaves about 550 pixels of height for your page. On a phone the surf bar takes an even larger share. Put your headline, offer and button in the top 500 pixels, and assume nothing below that will be seen.",
  ),
  h3("Make sure it loads in a frame at all"),
  p(
    "Some page builders and hosts send a header (X-Frame-Options, or a Content-Security-Policy frame-ancestors rule) that forbids other sites from framing a page. In a surf bar such a page shows up blank or as an error message, and you pay a credit for every blank view. Add any new page to your own exchange's rotation, or surf it on the exchange you plan to advertise on, before you assign credits to it. The same goes for frame breakers, pop-ups, exit pop-ups and sound that plays on load: most exchanges ban them, and XchangeKit's frame-breaker detection pulls escaping sites out of rotation automatically.",
  ),
  h3("A layout that works"),
  ...numbered(
    "Your name or logo, small, in the top left.",
    "A headline of five to nine words, large enough to read from arm's length: at least 40 pixels on desktop.",
    "One line with the specific offer, such as 500 credits when you join.",
    'One high-contrast button that says what happens next, for example "Join free and get 500 credits".',
    "One visual that supports the message, such as a screenshot of the member area. Not a stock photo of cash.",
    "A small trust line: your name and how long the exchange has been running.",
  ),
  figure(
    "blog/splash-pages-and-banners-layout.webp",
    1200,
    700,
    "Diagram of a splash page inside a surf frame on a 1366 by 768 laptop: the browser toolbar and surf bar at the top, then the visible area of about 550 pixels holding the logo, headline, offer line, button and trust line, with everything below marked as unseen",
  ),

  h2("Headlines and offers: say one specific thing"),
  p("Adjectives are invisible in a surf bar, because every page uses them. Specifics stand out. Compare these pairs:"),
  ...bullets(
    [em("The Best Traffic Exchange on the Web!"), " versus ", strong("Surf 100 pages a day, get 25 bonus credits")],
    [em("Upgrade Today for Amazing Benefits"), " versus ", strong("Upgraded members surf on an 8-second timer")],
    [em("Get Massive Exposure"), " versus ", strong("An exchange for authors promoting their books")],
  ),
  p(
    'Numbers that describe your exchange are fine; numbers that promise results are not. Avoid earnings claims, "guaranteed traffic", countdown timers that reset on every visit and whole headlines in capital letters. Experienced surfers have seen all of them and read them as warnings.',
  ),

  h2("Load speed: the timer is already running"),
  p(
    "On an 8-second timer, a page that takes four seconds to appear has lost half its time, and the surfer spent those four seconds looking at white space. Aim for the first screen to appear within about a second on an ordinary connection:",
  ),
  ...bullets(
    "Keep the whole page under about 500 KB. A splash page needs one compressed image, not a gallery.",
    "Use one web font or the system fonts, and no video backgrounds or autoplaying media.",
    "Limit tracking to one analytics script; every extra script is something else to download before your page appears.",
    "Test on a phone over mobile data, not only on your office connection.",
  ),
  p(
    "A telling symptom: a page that converts well on most exchanges and poorly on one. Time how long it takes to appear in that exchange's frame before you blame its members.",
  ),

  h2("Banner basics: 468x60 and 125x125"),
  p(
    "Banners sit in the surf bar and member areas next to many others, and they get even less attention than splash pages. They only need to do two things: be readable at a glance and make your name familiar.",
  ),
  h3("The 468x60 banner"),
  ...bullets(
    "One message of five to seven words, plus your name.",
    "Bold sans-serif text at least 14 to 16 pixels tall, with strong contrast, and a one-pixel border so the banner does not melt into the page around it.",
    "If it animates, use two or three frames, each shown for two or three seconds, and end on a frame with your name and offer. No flashing.",
    "Keep the file under about 50 KB. Some exchanges reject larger files, and all of them show smaller ones sooner.",
  ),
  h3("The 125x125 button"),
  ...bullets(
    "Your name or logo and two to four words. There is no room for more.",
    "Check it at its real size on a real screen, not zoomed in inside a graphics program, where everything looks readable.",
    "Give it the same colors as your splash page, so the two are recognized as one brand.",
  ),
  p(
    "XchangeKit also rotates 728x90 and 300x250 banners, and the same rules apply. Upload your banners to the promo tools once and every member gets them with their referral link already attached. If you would rather not design them yourself, the ",
    link("graphics offer", "/offer-graphics"),
    " includes affiliate banners in all four sizes, matched to your exchange's name and colors.",
  ),

  h2("Test with tracking links, and be patient"),
  p(
    "Give each version of a page its own tracking link, run both on the same exchanges over the same days with the same credits, and compare signups per 1,000 views. Later, compare how many of those signups became active surfers, because a page that promises too much can win on signups and lose on members.",
  ),
  p(
    "Be careful with small numbers. Say that after 5,000 views each, version A has 15 signups (0.30%) and version B has 9 (0.18%). It looks decisive, but at counts this small a gap like that turns up by chance roughly one time in five. Keep both running until each has around 30 signups, or until the same version has led for two separate weeks. Change one thing at a time: the headline first, because it usually makes the biggest difference, then the offer, then the button.",
  ),

  h2("The trust side: what a surfer checks next"),
  p(
    "A glance earns a click. What earns the signup, and later the upgrade, is what the surfer finds when they look around. Members in this niche have seen exchanges disappear with their credits and commissions, so they check:",
  ),
  ...bullets(
    [
      strong("Clear terms"),
      ": how credits are earned and when inactive accounts lose them, the refund rules for upgrades, what gets an account banned, and when commissions mature and can be paid.",
    ],
    [
      strong("Real contact"),
      ': a support address on your own domain, a stated reply time and the owner\'s name. An exchange run by a named person is easier to trust than one run by "the admin".',
    ],
    [strong("Honest numbers"), ': no inflated member counters, no "members online" figure that never changes, no income claims.'],
    [
      strong("Payment details that match"),
      ": processor logos only for processors you actually accept, and HTTPS on every page, including the splash page.",
    ],
    [strong("A privacy policy"), " that says what happens to members' email addresses. Safelist users in particular care."],
  ),
  p(
    "A clean, consistent member area does the rest. XchangeKit's themes keep the look separate from the script's logic, so you can match your splash pages to your site without touching the code (the ",
    link("features page", "/features"),
    " lists what is included), and the ",
    link("live demo", "/demo"),
    " shows how a page sits under a real surf bar.",
  ),
  p(
    "None of this guarantees signups. It makes sure that the credits you spend buy views that are actually seen, by people who can tell within three seconds who you are and why they might join.",
  ),
];

export const post = {
  ...sampleDocument("post.splash-pages-and-banners", "post", {
    title: "Splash Pages and Banners That Get Noticed in the Surf Bar",
    slug: { _type: "slug" as const, current: "splash-pages-and-banners" },
    excerpt:
      "A surfer gives your page two or three seconds. Here is how to lay out a splash page for the surf frame, write a headline that says one specific thing, keep load times short, make 468x60 and 125x125 banners readable, test versions with tracking links and earn trust.",
    body,
    featuredImage: sampleImage(
      "blog/splash-pages-and-banners.webp",
      1200,
      630,
      "Illustration of a splash page framed under a surf bar with a countdown timer, next to a 468x60 banner and a 125x125 button, with notes on the first three seconds of attention",
    ),
    status: "published",
    publishedAt: "2026-09-15T09:00:00Z",
    author: ref("author.megan-doyle"),
    category: ref("category.design-trust"),
    tags: refs("tag", ["tag.site-design", "tag.traffic-exchanges"]),
    seoTitle: "Splash Pages and Banners That Get Noticed in the Surf Bar",
    seoDescription:
      "Design splash pages and banners for traffic exchanges: the surf frame's visible area, clear headlines, load speed, 468x60 and 125x125 basics, testing and trust.",
    seoKeywords: ["splash page design", "traffic exchange banners", "468x60 banner", "125x125 banner", "surf bar", "splash page testing"],
    viewCount: 812,
    likeCount: 37,
    shareCount: 15,
  }),
  _createdAt: "2026-09-09T14:45:00Z",
  _updatedAt: "2026-09-15T09:00:00Z",
};
