import { json } from "@remix-run/node";
import { platformsQuery } from "~/lib/cms/queries/products";
import { pageSeo } from "~/lib/seo/documents";
import { fetchContent, getPage } from "./cms-reads.server";
import { describePage } from "./page-seo.server";

/** A waitlist page (/ and /coming-soon): its page document and the platforms still to come. */
export async function waitlistPageData(request: Request, slug: "index" | "coming-soon") {
  const [page, platforms] = await Promise.all([getPage(slug), fetchContent(platformsQuery)]);
  return json({
    page,
    platforms: platforms
      .filter((platform) => platform.status === "coming-soon")
      .map((platform) => ({ value: platform.slug, title: platform.name })),
    meta: describePage(request, pageSeo(page), page.title),
  });
}
