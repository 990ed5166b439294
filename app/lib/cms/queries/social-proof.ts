import type { z } from "zod";
import { faqDocument, testimonialDocument } from "~/lib/cms/models/social-proof";
import type { FaqsGroqResult, TestimonialsGroqResult } from "~/lib/cms/sanity.types";
import { defineQuery, groq } from "~/lib/cms/query";
import { imageProjection, imageView, resilientList, viewModel } from "./fragments";

export const testimonialProjection = /* groq */ `{
  _id, name, role, quote, rating, siteUrl, "avatar": avatar${imageProjection}, featured, order
}`;
export const testimonialView = viewModel(testimonialDocument.shape, { avatar: imageView.nullish() });
export type TestimonialView = z.infer<typeof testimonialView>;

const testimonialsGroq = groq`*[_type == "testimonial"] | order(order asc) ${testimonialProjection}`;
export const testimonialsQuery = defineQuery<TestimonialsGroqResult>()({
  name: "testimonials",
  groq: testimonialsGroq,
  model: resilientList(testimonialView, "testimonials"),
});

export const faqProjection = /* groq */ `{ _id, question, answer, category, order }`;
export const faqView = viewModel(faqDocument.shape, {});
export type FaqView = z.infer<typeof faqView>;

const faqsGroq = groq`*[_type == "faq"] | order(category asc, order asc) ${faqProjection}`;
export const faqsQuery = defineQuery<FaqsGroqResult>()({
  name: "faqs",
  groq: faqsGroq,
  model: resilientList(faqView, "faqs"),
});
