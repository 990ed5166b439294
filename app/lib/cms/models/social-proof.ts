import { z } from "zod";
import { FAQ_CATEGORY_OPTIONS, optionValues } from "~/lib/cms/options";
import { documentModel, httpUrl, image } from "./fields";

export const testimonialDocument = documentModel("testimonial", {
  name: z.string().min(1),
  role: z.string().min(1),
  quote: z.string().min(1),
  /** Only a real rating the customer gave; the site shows an aggregate only when ratings exist. */
  rating: z.number().int().min(1).max(5).optional(),
  siteUrl: httpUrl.optional(),
  avatar: image.optional(),
  featured: z.boolean(),
  order: z.number().int(),
});

export const FAQ_CATEGORIES = optionValues(FAQ_CATEGORY_OPTIONS);

export const faqDocument = documentModel("faq", {
  question: z.string().min(1),
  /** Plain text; a blank line separates paragraphs. */
  answer: z.string().min(1),
  category: z.enum(FAQ_CATEGORIES),
  order: z.number().int(),
});
