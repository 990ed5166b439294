import { useLoaderData } from "@remix-run/react";
import { CmsPage } from "~/components/sections/cms-page";
import { CopyButton } from "~/components/copy-button";
import { sectionBlock } from "~/components/sections/page-block";
import { buttonClasses } from "~/components/ui/button";
import type { demoPageData } from "~/lib/page-data/company.server";

export function DemoPage() {
  const { page, demo, meta } = useLoaderData<typeof demoPageData>();
  const access = sectionBlock(
    { heading: "Demo access" },
    { id: "demo-access", muted: true },
    <>
      <div className="mx-auto grid max-w-5xl gap-8 md:grid-cols-2">
        <DemoArea id="member" name="Member area" url={demo.memberAreaUrl} username={demo.memberUsername} password={demo.memberPassword} />
        <DemoArea id="admin" name="Admin area" url={demo.adminAreaUrl} username={demo.adminUsername} password={demo.adminPassword} />
      </div>
      <dl className="mx-auto mt-8 flex max-w-5xl flex-wrap justify-center gap-x-2 text-center text-slate-700 dark:text-slate-300">
        <dt className="font-semibold text-slate-900 dark:text-white">Demo reset:</dt>
        <dd>{demo.resetSchedule}</dd>
      </dl>
    </>,
  );
  return <CmsPage page={page} crumbs={meta.crumbs} blocks={{ demoAccess: access }} />;
}

/** One demo area: where it is and the login, each value selectable and copyable. */
function DemoArea({ id, name, url, username, password }: { id: string; name: string; url: string; username: string; password: string }) {
  const headingId = `demo-${id}-heading`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <h3 id={headingId} className="text-xl font-semibold">
        {name}
      </h3>
      <dl className="mt-6 flex-1 space-y-4">
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">Address</dt>
          <dd className="mt-1 break-all">
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300"
            >
              {url}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </dd>
        </div>
        <Credential area={name} label="Username" value={username} />
        <Credential area={name} label="Password" value={password} />
      </dl>
      <a href={url} target="_blank" rel="noopener noreferrer" className={buttonClasses("primary", "mt-8 w-full")}>
        Open the {name.toLowerCase()}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </article>
  );
}

function Credential({ area, label, value }: { area: string; label: string; value: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 flex flex-wrap items-center gap-3">
        <code className="select-all rounded-md bg-slate-100 px-2 py-1 font-mono text-base text-slate-900 dark:bg-slate-800 dark:text-slate-100">
          {value}
        </code>
        <CopyButton value={value} label={`${area} ${label}`.toLowerCase()} />
      </dd>
    </div>
  );
}
