import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CmsPage } from "~/components/cms-page";
import { FaqItem } from "~/components/faq-item";
import { cms } from "~/lib/cms/cms.server";
import { FAQ_CATEGORY_OPTIONS } from "~/lib/cms/options";
import { faqsQuery } from "~/lib/cms/queries/social-proof";
import { getPage, pageMeta } from "~/lib/pages.server";
import { faqPageJsonLd } from "~/lib/seo/social-proof";
import { routeMeta } from "~/lib/seo/route-meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const [page, faqs] = await Promise.all([getPage("faq"), cms.fetch(faqsQuery)]);
  const groups = FAQ_CATEGORY_OPTIONS.map((category) => ({
    ...category,
    faqs: faqs.filter((faq) => faq.category === category.value).toSorted((a, b) => a.order - b.order),
  })).filter((group) => group.faqs.length > 0);
  return json({ page, groups, meta: pageMeta(request, page.seo, page.title) });
}

export const meta: MetaFunction<typeof loader> = (args) =>
  routeMeta(args, ({ groups }) => [faqPageJsonLd(groups.flatMap((group) => group.faqs))]);

export default function FaqPage() {
  const { page, groups, meta } = useLoaderData<typeof loader>();
  return (
    <CmsPage page={page} crumbs={meta.crumbs}>
      <div className="mx-auto max-w-3xl space-y-12 px-4 pb-8 sm:px-6">
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
    </CmsPage>
  );
}
