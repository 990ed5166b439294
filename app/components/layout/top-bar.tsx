import { Link } from "@remix-run/react";
import type { SiteSettings } from "~/lib/cms/queries/site-settings";
import { useSiteNavigation } from "~/lib/root-data";
import { FacebookIcon, LinkedInIcon, XTwitterIcon, YouTubeIcon } from "~/components/ui/icons";
import { Tooltip } from "~/components/ui/tooltip";

type Social = SiteSettings["social"];

const SOCIAL_LINKS: readonly { key: keyof Social; label: string; Icon: typeof XTwitterIcon }[] = [
  { key: "twitter", label: "Twitter", Icon: XTwitterIcon },
  { key: "facebook", label: "Facebook", Icon: FacebookIcon },
  { key: "linkedin", label: "LinkedIn", Icon: LinkedInIcon },
  { key: "youtube", label: "YouTube", Icon: YouTubeIcon },
];

/** Social profiles and quick links, above the main navigation (docs/architecture.md, Product rules). */
export function TopBar({ social, productName }: { social: Social; productName: string }) {
  const { quickLinks } = useSiteNavigation();
  return (
    <section aria-label="Follow us and quick links" className="bg-slate-900 text-slate-200 dark:bg-black">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-1 text-xs sm:px-6 sm:text-sm lg:px-8">
        <ul className="flex items-center" aria-label={`${productName} on social media`}>
          {SOCIAL_LINKS.map(({ key, label, Icon }) => (
            <li key={key}>
              <Tooltip align="start" label={label}>
                <a
                  href={social[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex rounded p-1.5 hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-brand-300"
                >
                  <Icon width={16} height={16} />
                  <span className="sr-only">{label} (opens in a new tab)</span>
                </a>
              </Tooltip>
            </li>
          ))}
        </ul>
        <ul className="flex items-center gap-x-3 sm:gap-x-4" aria-label="Quick links">
          {quickLinks.map((link) => (
            <li key={link.label}>
              <Link
                to={link.to}
                className="whitespace-nowrap rounded px-1 py-1 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-brand-300"
              >
                {link.label}
                {link.context && <span className="sr-only"> {link.context}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
