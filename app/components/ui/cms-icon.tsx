import type { ICON_OPTIONS } from "~/lib/cms/options";
import sprite from "./icons.svg";

/** An icon a Studio editor can pick; the names come from the CMS's ICON_OPTIONS. */
export type IconName = (typeof ICON_OPTIONS)[number]["value"];

/**
 * A decorative line icon chosen in the CMS; the text beside it carries the meaning. The shapes are
 * symbols of one SVG sprite (icons.svg, a cached build asset) rather than JavaScript, so the icons
 * cost no page any script however many there are.
 */
export function CmsIcon({ name, className }: { name: IconName; className?: string }): JSX.Element {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
