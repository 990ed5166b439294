import { useLoaderData } from "@remix-run/react";
import { CmsPage } from "~/components/sections/cms-page";
import { TestimonialCard } from "~/components/cards/testimonial-card";
import type { testimonialsPageData } from "~/lib/page-data/company.server";

export function TestimonialsPage() {
  const { page, testimonials, rating, meta } = useLoaderData<typeof testimonialsPageData>();
  return (
    <CmsPage
      page={page}
      crumbs={meta.crumbs}
      blocks={{
        // Named for screen readers only: the page's h1 already says what it lists.
        testimonials: {
          defaults: { heading: "Testimonials" },
          render: ({ heading }) => (
            <section aria-label={heading} className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8">
              {rating ? (
                <p className="mb-8 text-center text-slate-700 dark:text-slate-300" data-testid="aggregate-rating">
                  Rated <strong>{rating.ratingValue} out of 5</strong> by {rating.reviewCount} customers who gave a rating
                </p>
              ) : null}
              <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {testimonials.map((testimonial) => (
                  <TestimonialCard key={testimonial._id} testimonial={testimonial} />
                ))}
              </div>
            </section>
          ),
        },
      }}
    />
  );
}
