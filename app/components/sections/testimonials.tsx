import { TestimonialCard } from "~/components/cards/testimonial-card";
import type { SectionView } from "~/lib/cms/queries/page";
import { Section } from "./section";

type Testimonials = Extract<SectionView, { _type: "testimonials" }>;

export function TestimonialsSection({ section }: { section: Testimonials }) {
  return (
    <Section heading={section.heading} intro={section.intro} id={section._key} muted>
      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {section.testimonials.map((testimonial) => (
          <TestimonialCard key={testimonial._id} testimonial={testimonial} />
        ))}
      </div>
    </Section>
  );
}
