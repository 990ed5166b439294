import { buttonClasses, ButtonLink, type ButtonVariant } from "~/components/ui/button";

/** A CMS button: a link inside the site, or to another site. */
export function CtaLink({
  cta,
  variant = "primary",
  className = "",
}: {
  cta: { label: string; href: string };
  variant?: ButtonVariant;
  className?: string;
}) {
  if (cta.href.startsWith("/")) {
    return (
      <ButtonLink to={cta.href} variant={variant} className={className}>
        {cta.label}
      </ButtonLink>
    );
  }
  return (
    <a href={cta.href} className={buttonClasses(variant, className)} rel="noopener noreferrer">
      {cta.label}
    </a>
  );
}
