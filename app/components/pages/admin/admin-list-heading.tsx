import { buttonClasses } from "~/components/ui/button";

/** A console list's heading (the pagination's focus target) and the link that exports the whole list as CSV. */
export function AdminListHeading({ id, title, exportPath, total }: { id: string; title: string; exportPath: string; total: number }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-3">
      <h1 id={id} tabIndex={-1} className="text-2xl font-bold outline-none">
        {title}
      </h1>
      <a href={exportPath} className={buttonClasses("secondary", "px-4 py-2")} download>
        Export CSV ({total})
      </a>
    </div>
  );
}
