import type { StructureBuilder, StructureResolver } from "sanity/structure";
import { submissionTypes } from "./schemaTypes/submissions";

/** Document types with exactly one document, edited in place. */
export const SINGLETON_TYPES = ["siteSettings"];
export const SUBMISSION_TYPES: string[] = submissionTypes.map((type) => type.name);

function group(S: StructureBuilder, title: string, types: string[]) {
  return S.listItem()
    .title(title)
    .child(
      S.list()
        .title(title)
        .items(types.map((type) => S.documentTypeListItem(type))),
    );
}

/** The Studio's sidebar: Site, Pages, Products, Marketplace, Blog, Submissions. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title("Content")
    .items([
      S.listItem()
        .title("Site")
        .child(
          S.list()
            .title("Site")
            .items([
              S.listItem()
                .title("Site settings")
                .id("siteSettings")
                .child(S.document().schemaType("siteSettings").documentId("siteSettings")),
              S.documentTypeListItem("testimonial"),
              S.documentTypeListItem("faq"),
            ]),
        ),
      S.documentTypeListItem("page").title("Pages"),
      group(S, "Products", ["pricingTier", "offer", "service", "feature", "platform"]),
      group(S, "Marketplace", ["siteListing", "modification", "banner", "landingPage"]),
      group(S, "Blog", ["post", "author", "category", "tag"]),
      group(S, "Submissions", SUBMISSION_TYPES),
    ]);
