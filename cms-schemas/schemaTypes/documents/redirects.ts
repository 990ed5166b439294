import { ArrowRightIcon } from "@sanity/icons";
import { defineField, defineType, type ValidationContext } from "sanity";
import { typesWith } from "../../../app/lib/declarations/content-kinds";
import { buildRedirectMap } from "../../../app/lib/redirects/redirect-map";
import { fromPathProblem, redirectKey, type RedirectSource, toProblem } from "../../../app/lib/redirects/redirect-rules";
import { apiVersion } from "../../env";

/** A redirect as the site reads it: the reference followed to its document's type and slug. */
const REDIRECT_PROJECTION = /* groq */ `{ _id, from, to, permanent, "toDocument": toDocument->{ _type, "slug": slug.current } }`;

const publishedId = (id: string) => id.replace(/^drafts\./, "");

/** The other hosts a redirect may lead to, from the published site settings. */
async function redirectHosts({ getClient }: ValidationContext): Promise<string[]> {
  return getClient({ apiVersion }).fetch<string[]>(
    `coalesce(*[_type == "siteSettings" && _id == "siteSettings"][0].redirectHosts, [])`,
    {},
  );
}

async function targetProblem(to: string | undefined, context: ValidationContext): Promise<true | string> {
  return to ? (toProblem(to, await redirectHosts(context)) ?? true) : true;
}

/**
 * What only the document as a whole can say: it goes exactly one way, no other redirect starts at its address, and it
 * makes no loop with the published ones (the site's own map decides, app/lib/redirects/redirect-map.ts).
 */
async function redirectProblem(document: Record<string, unknown> | undefined, context: ValidationContext): Promise<true | string> {
  const { from, to, toDocument } = (document ?? {}) as { from?: string; to?: string; toDocument?: { _ref?: string } };
  if (to && toDocument?._ref) return "Go either to an address or to a document, not both: clear one.";
  if (!to && !toDocument?._ref) return "Say where it goes: an address, or a document of the site.";
  if (!from || fromPathProblem(from) || !document) return true;
  const id = publishedId(String(document._id));
  const client = context.getClient({ apiVersion });
  const [others, target] = await Promise.all([
    client.fetch<RedirectSource[]>(`*[_type == "redirect" && _id != $id && !(_id in path("drafts.**"))]${REDIRECT_PROJECTION}`, {
      id,
    }),
    toDocument?._ref
      ? client.fetch<RedirectSource["toDocument"]>(`*[_id == $ref][0]{ _type, "slug": slug.current }`, { ref: toDocument._ref })
      : null,
  ]);
  const taken = others.find((other) => other.from && redirectKey(other.from) === redirectKey(from));
  if (taken) return `Another redirect already starts at ${taken.from}: edit that one.`;
  const loops: string[] = [];
  buildRedirectMap(
    { redirects: [{ _id: id, from, to, toDocument: target, permanent: true }, ...others], documents: [], allowedHosts: [] },
    (ignored) => {
      if (ignored.id === id && ignored.loop) loops.push(ignored.loop.join(" → "));
    },
  );
  return loops[0] ? `This redirect would send visitors round in circles: ${loops[0]}.` : true;
}

/** An old address of the site sent on to a page of it, or to a site on the settings' redirect hosts (decision 076). */
export const redirect = defineType({
  name: "redirect",
  title: "Redirect",
  type: "document",
  icon: ArrowRightIcon,
  description:
    "Sends visitors and search engines from an old address to where its content is now. It applies only where no page " +
    "answers. A renamed document needs none: its old slug redirects by itself.",
  fields: [
    defineField({
      name: "from",
      type: "string",
      description: "The old address on this site, like /old-page (no host, no ?query: a visitor's query is kept by itself).",
      validation: (rule) => rule.required().custom((from: string | undefined) => (from ? (fromPathProblem(from) ?? true) : true)),
    }),
    defineField({
      name: "to",
      type: "string",
      description: "Where it goes: a path of this site, like /pricing, or a full address on one of the site settings' redirect hosts.",
      validation: (rule) => rule.custom(targetProblem),
    }),
    defineField({
      name: "toDocument",
      title: "Or to a document",
      type: "reference",
      description: "Its page, wherever its slug takes it later. Use this or the address above.",
      to: typesWith("path").map((type) => ({ type })),
    }),
    defineField({
      name: "permanent",
      type: "boolean",
      description: "On: moved for good (301), search engines move the old address's ranking. Off: for now (302).",
      initialValue: true,
    }),
    defineField({ name: "note", type: "text", rows: 2, description: "Why it exists, for the next editor." }),
  ],
  validation: (rule) => rule.custom(redirectProblem),
  preview: {
    select: { from: "from", to: "to", toDocument: "toDocument.slug.current", permanent: "permanent" },
    prepare: ({ from, to, toDocument, permanent }: Record<string, string | boolean | undefined>) => ({
      title: String(from ?? "(no address)"),
      subtitle: `${permanent === false ? "302" : "301"} → ${String(to ?? (toDocument ? `a document (${String(toDocument)})` : "nowhere yet"))}`,
    }),
  },
});
