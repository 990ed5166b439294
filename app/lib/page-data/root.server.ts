import { json } from "@remix-run/node";
import { seoContext, withoutPreviewStega } from "./common.server";
import { currentPerspective } from "~/lib/cms/read-context.server";

/**
 * The root route's data, loaded once for every page: the site settings, the public origin, and
 * whether drafts are shown (preview). Site settings feed meta tags and JSON-LD, so they never carry
 * preview stega (their fields are not click-to-edit; they are one document in the Studio).
 */
export async function rootData() {
  return json({ ...withoutPreviewStega(await seoContext()), preview: currentPerspective() === "drafts" });
}
