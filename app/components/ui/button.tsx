import { Link, type LinkProps } from "@remix-run/react";

export type ButtonVariant = "primary" | "secondary";

const base =
  "inline-flex items-center justify-center gap-2 rounded-lg border px-4 py-2 text-center text-sm font-semibold transition-colors " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "border-transparent bg-brand-600 text-white shadow-sm hover:bg-brand-700",
  secondary:
    "border-slate-300 bg-white text-slate-900 hover:bg-slate-100 " +
    "dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
};

export function buttonClasses(variant: ButtonVariant = "primary", extra = ""): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function ButtonLink({ variant = "primary", className = "", ...props }: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={buttonClasses(variant, className)} {...props} />;
}
