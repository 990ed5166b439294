import { json } from "@remix-run/node";
import { seoContext, withoutPreviewStega } from "./page-seo.server";
import { previewState } from "~/lib/preview/preview-state.server";
import { siteNavigation } from "~/lib/navigation.server";
import { organizationJsonLd, serializeJsonLd, webSiteJsonLd } from "~/lib/seo/json-ld";

/**
 * The root route's data, loaded once for every page: the site settings, the public origin, the header and footer
 * links with the editors' labels, and what a preview shows (drafts, a release), for its bar. Site settings feed meta tags and JSON-LD,
 * so they never carry preview stega (their fields are not click-to-edit; they are one document in the Studio).
 * The site's JSON-LD comes ready to print, so its builders stay out of every page's JavaScript.
 */
export async function rootData() {
  const [context, preview] = await Promise.all([seoContext().then(withoutPreviewStega), previewState()]);
  return json({
    ...context,
    siteJsonLd: serializeJsonLd([organizationJsonLd(context.site, context.siteUrl), webSiteJsonLd(context.site, context.siteUrl)]),
    navigation: siteNavigation(context.site.navigationLabels),
    preview,
  });
}
