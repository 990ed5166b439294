import type { ReactNode } from "react";
import type { Page } from "~/lib/cms/queries/page";

/**
 * `CmsPage` props that put a route's own content after the page section with this key, so it
 * moves with that section when marketers reorder the page. If the page has no such section (it was
 * removed or renamed in the Studio) the content goes straight after the header: it never vanishes.
 */
export function placeAfter(
  page: Pick<Page, "sections">,
  key: string,
  content: ReactNode,
): { children?: ReactNode; insertAfter?: Record<string, ReactNode> } {
  return page.sections?.some((section) => section._key === key) ? { insertAfter: { [key]: content } } : { children: content };
}
