import type { TestimonialView } from "~/lib/cms/queries/social-proof";

export function TestimonialCard({ testimonial }: { testimonial: TestimonialView }) {
  return (
    <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      {testimonial.rating ? (
        <p className="text-amber-500" role="img" aria-label={`Rated ${testimonial.rating} out of 5`}>
          {"★".repeat(testimonial.rating)}
          <span className="text-slate-300 dark:text-slate-600">{"★".repeat(5 - testimonial.rating)}</span>
        </p>
      ) : (
        // The quotes of cards side by side start on one line, rated or not.
        <div className="h-6" aria-hidden="true" />
      )}
      <blockquote className="mt-3 flex-1 text-slate-700 dark:text-slate-200">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="mt-4 text-sm">
        <span className="font-semibold">{testimonial.name}</span>
        <span className="block text-slate-600 dark:text-slate-400">{testimonial.role}</span>
      </figcaption>
    </figure>
  );
}
