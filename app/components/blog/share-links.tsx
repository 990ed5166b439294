import { useState } from "react";
import { FacebookIcon, LinkedInIcon, XTwitterIcon } from "~/components/ui/icons";

const linkClasses =
  "inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 dark:border-slate-600 dark:hover:text-brand-300";

/** Share on X/Twitter, Facebook and LinkedIn, or copy the link (when the browser allows it). */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const [copied, setCopied] = useState<"idle" | "copied" | "failed">("idle");
  const encodedUrl = encodeURIComponent(url);
  const networks = [
    {
      name: "X/Twitter",
      href: `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodeURIComponent(title)}`,
      icon: <XTwitterIcon width={16} height={16} />,
    },
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`, icon: <FacebookIcon width={16} height={16} /> },
    {
      name: "LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
      icon: <LinkedInIcon width={16} height={16} />,
    },
  ];
  return (
    <section aria-labelledby="share-heading">
      <h2 id="share-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
        Share this article
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {networks.map((network) => (
          <li key={network.name}>
            <a href={network.href} target="_blank" rel="noopener noreferrer" className={linkClasses}>
              {network.icon}
              {network.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={linkClasses}
            onClick={() =>
              navigator.clipboard.writeText(url).then(
                () => setCopied("copied"),
                () => setCopied("failed"),
              )
            }
          >
            Copy link
          </button>
        </li>
      </ul>
      <p role="status" className="mt-2 min-h-5 text-sm text-slate-600 dark:text-slate-400">
        {copied === "copied" ? "Link copied to the clipboard." : copied === "failed" ? `Copy this link: ${url}` : ""}
      </p>
    </section>
  );
}
