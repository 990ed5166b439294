import { json, type ActionFunctionArgs } from "@remix-run/node";
import { cms } from "~/lib/cms/cms.server";
import { platformsQuery } from "~/lib/cms/queries/products";
import { getPage, pageMeta } from "~/lib/pages.server";
import { waitlistSchema } from "./schemas";
import { formStartToken } from "./spam.server";
import { handleFormSubmission } from "./submit.server";

/** Loader of a waitlist page (/ and /coming-soon): its page document and the platforms still to come. */
export async function loadWaitlistPage(request: Request, slug: string) {
  const [page, platforms] = await Promise.all([getPage(slug), cms.fetch(platformsQuery)]);
  return json({
    page,
    platforms: platforms
      .filter((platform) => platform.status === "coming-soon")
      .map((platform) => ({ value: platform.slug, title: platform.name })),
    startedToken: formStartToken(),
    meta: pageMeta(request, page.seo, page.title),
  });
}

export const waitlistAction = ({ request }: ActionFunctionArgs) =>
  handleFormSubmission({
    request,
    form: "waitlist",
    schema: waitlistSchema,
    kind: "waitlistEntry",
    toast: { title: "You are on the waitlist", description: "We will e-mail you when it opens, with your launch pricing." },
  });
