import type { z } from "zod";
import { faqDocument, testimonialDocument } from "../models/social-proof";
import { defineQuery } from "../query";
import { imageProjection, imageView, resilientList, viewModel } from "./fragments";

export const testimonialProjection = /* groq */ `{
  _id, name, role, quote, rating, siteUrl, "avatar": avatar${imageProjection}, featured, order
}`;
export const testimonialView = viewModel(testimonialDocument.shape, { avatar: imageView.nullish() });
export type TestimonialView = z.infer<typeof testimonialView>;

export const testimonialsQuery = defineQuery({
  name: "testimonials",
  groq: /* groq */ `*[_type == "testimonial"] | order(order asc) ${testimonialProjection}`,
  model: resilientList(testimonialView, "testimonials"),
});

export const faqProjection = /* groq */ `{ _id, question, answer, category, order }`;
export const faqView = viewModel(faqDocument.shape, {});
export type FaqView = z.infer<typeof faqView>;

export const faqsQuery = defineQuery({
  name: "faqs",
  groq: /* groq */ `*[_type == "faq"] | order(category asc, order asc) ${faqProjection}`,
  model: resilientList(faqView, "faqs"),
});
