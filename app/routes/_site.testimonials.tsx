import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { CmsPage } from "~/components/cms-page";
import { TestimonialCard } from "~/components/testimonial-card";
import { cms } from "~/lib/cms/cms.server";
import { testimonialsQuery } from "~/lib/cms/queries/social-proof";
import { getPage, pageMeta } from "~/lib/pages.server";
import { aggregateRating } from "~/lib/seo/social-proof";
import { routeMeta } from "~/lib/seo/route-meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const [page, testimonials] = await Promise.all([getPage("testimonials"), cms.fetch(testimonialsQuery)]);
  return json({
    page,
    testimonials,
    rating: aggregateRating(testimonials.map((testimonial) => testimonial.rating)),
    meta: pageMeta(request, page.seo, page.title),
  });
}

export const meta: MetaFunction<typeof loader> = (args) =>
  routeMeta(args, ({ rating }, { site, siteUrl }) =>
    // A rating only when customers actually gave ratings.
    rating
      ? [
          {
            "@context": "https://schema.org",
            "@type": "Product",
            name: site.productName,
            url: `${siteUrl}/`,
            brand: { "@type": "Brand", name: site.operatorBrand },
            aggregateRating: rating,
          },
        ]
      : [],
  );

export default function TestimonialsPage() {
  const { page, testimonials, rating, meta } = useLoaderData<typeof loader>();
  return (
    <CmsPage page={page} crumbs={meta.crumbs}>
      <section aria-label="Testimonials" className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 lg:px-8">
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
    </CmsPage>
  );
}
