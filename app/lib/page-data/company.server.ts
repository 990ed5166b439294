import { json } from "@remix-run/node";
import { FAQ_CATEGORY_OPTIONS } from "~/lib/cms/options";
import { pageBySlugQuery, type Page } from "~/lib/cms/queries/page";
import { faqsQuery, testimonialsQuery } from "~/lib/cms/queries/social-proof";
import type { FixedPageSlug } from "~/lib/declarations/fixed-pages";
import { supportPrefill } from "~/lib/forms/support-prefill";
import { pageSeo } from "~/lib/seo/documents";
import { aggregateRating, faqPageJsonLd, productRatingJsonLd } from "~/lib/seo/social-proof";
import { isEditorPageSlug } from "~/lib/declarations/page-slugs";
import { fetchContent, getPage, getSiteSettings, notFound } from "./cms-reads.server";
import { describePage, seoContext } from "./page-seo.server";

/** A page of its CMS document alone. */
function staticPageData(request: Request, page: Page) {
  return json({ page, meta: describePage(request, pageSeo(page), page.title) });
}

/** A fixed page built from its CMS document alone (about, the legal pages). */
export async function cmsPageData(request: Request, slug: FixedPageSlug) {
  return staticPageData(request, await getPage(slug));
}

/**
 * Any address no route answers: a page an editor created in the Studio (/{slug}, one segment), else the redirect left
 * there, else 404. The fixed pages are only ever shown at their own routes, so none is served twice.
 */
export async function editorPageData(request: Request, splat: string | undefined) {
  const slug = splat ?? "";
  const page = isEditorPageSlug(slug) ? await fetchContent(pageBySlugQuery, { slug }) : null;
  return page ? staticPageData(request, page) : notFound(request);
}

/** /demo: the page and the demo logins from the site settings. */
export async function demoPageData(request: Request) {
  const [page, site] = await Promise.all([getPage("demo"), getSiteSettings()]);
  return json({ page, demo: site.demo, meta: describePage(request, pageSeo(page), page.title) });
}

/** /faq: every question grouped by category in the CMS option order, and FAQPage structured data. */
export async function faqPageData(request: Request) {
  const [page, faqs] = await Promise.all([getPage("faq"), fetchContent(faqsQuery)]);
  const groups = FAQ_CATEGORY_OPTIONS.map((category) => ({
    ...category,
    faqs: faqs.filter((faq) => faq.category === category.value).toSorted((a, b) => a.order - b.order),
  })).filter((group) => group.faqs.length > 0);
  const seo = pageSeo(page, [faqPageJsonLd(groups.flatMap((group) => group.faqs))]);
  return json({ page, groups, meta: describePage(request, seo, page.title) });
}

/** /testimonials: every testimonial, and a rating only when customers actually gave ratings. */
export async function testimonialsPageData(request: Request) {
  const [page, testimonials, context] = await Promise.all([getPage("testimonials"), fetchContent(testimonialsQuery), seoContext()]);
  const rating = aggregateRating(testimonials.map((testimonial) => testimonial.rating));
  const seo = pageSeo(page, rating ? [productRatingJsonLd(rating, context)] : []);
  return json({ page, testimonials, rating, meta: describePage(request, seo, page.title) });
}

/** /support: the page, the contact form's start token, and a prefill from the link that led here. */
export async function supportPageData(request: Request) {
  const page = await getPage("support");
  return json({
    page,
    defaults: supportPrefill(new URL(request.url).searchParams),
    meta: describePage(request, pageSeo(page), page.title),
  });
}

/** /affiliates: the page and the application form's start token. */
export async function affiliatesPageData(request: Request) {
  const page = await getPage("affiliates");
  return json({ page, meta: describePage(request, pageSeo(page), page.title) });
}
