import { useLoaderData } from "@remix-run/react";
import { CmsPage } from "~/components/sections/cms-page";
import { FaqItem } from "~/components/cards/faq-item";
import type { faqPageData } from "~/lib/page-data/company.server";

export function FaqPage() {
  const { page, groups, meta } = useLoaderData<typeof faqPageData>();
  const questions = (
    <div className="mx-auto max-w-3xl space-y-12 px-4 pb-16 sm:px-6 sm:pb-20">
      <nav aria-label="FAQ categories">
        <ul className="flex flex-wrap justify-center gap-2">
          {groups.map((group) => (
            <li key={group.value}>
              <a
                href={`#${group.value}`}
                className="inline-flex rounded-full border border-slate-300 px-3 py-1 text-sm hover:border-brand-500 dark:border-slate-600"
              >
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group.value} id={group.value} aria-labelledby={`${group.value}-heading`} className="scroll-mt-24">
          <h2 id={`${group.value}-heading`} className="text-2xl font-bold tracking-tight">
            {group.title}
          </h2>
          <div className="mt-4 space-y-3">
            {group.faqs.map((faq) => (
              <FaqItem key={faq._id} faq={faq} />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
  return <CmsPage page={page} crumbs={meta.crumbs} blocks={{ faqs: { content: questions } }} />;
}
