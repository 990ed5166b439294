import { CmsImage } from "~/components/ui/cms-image";
import { LinkedInIcon, XTwitterIcon } from "~/components/ui/icons";
import { Tooltip } from "~/components/ui/tooltip";
import type { AuthorView } from "~/lib/cms/queries/blog";

export function AuthorCard({ author }: { author: AuthorView }) {
  const links = [
    author.socialLinks?.twitter
      ? { href: author.socialLinks.twitter, label: `${author.name} on X/Twitter`, icon: <XTwitterIcon width={16} height={16} /> }
      : null,
    author.socialLinks?.linkedin
      ? { href: author.socialLinks.linkedin, label: `${author.name} on LinkedIn`, icon: <LinkedInIcon width={16} height={16} /> }
      : null,
    author.socialLinks?.website
      ? { href: author.socialLinks.website, label: `${author.name}'s website`, icon: <span aria-hidden="true">↗</span> }
      : null,
  ].filter((link) => link !== null);
  return (
    <aside
      aria-labelledby="about-author"
      className="flex gap-4 rounded-xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      {author.avatar ? <CmsImage image={author.avatar} sizes="64px" className="h-16 w-16 shrink-0 rounded-full" /> : null}
      <div>
        <h2 id="about-author" className="text-lg font-semibold">
          About {author.name}
        </h2>
        <p className="mt-2 text-sm leading-6 text-slate-700 dark:text-slate-300">{author.bio}</p>
        {links.length ? (
          <ul className="mt-3 flex gap-2">
            {links.map((link) => (
              <li key={link.href}>
                <Tooltip label={link.label}>
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${link.label} (opens in a new tab)`}
                    className="inline-flex h-8 w-8 items-center justify-center rounded-md border border-slate-300 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:hover:text-brand-300"
                  >
                    {link.icon}
                  </a>
                </Tooltip>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </aside>
  );
}
