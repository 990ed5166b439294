import type { ReactNode } from "react";
import type { ICON_OPTIONS } from "~/lib/cms/options";

/** An icon a Studio editor can pick; the names come from the CMS's ICON_OPTIONS. */
export type IconName = (typeof ICON_OPTIONS)[number]["value"];

const dot = { fill: "currentColor", stroke: "none" } as const;

/** The inner shapes of each icon, drawn on a 24 × 24 grid with a 2px round stroke. */
const SHAPES: Record<IconName, ReactNode> = {
  server: (
    <>
      <rect x="3" y="3.5" width="18" height="7.5" rx="2" />
      <rect x="3" y="13" width="18" height="7.5" rx="2" />
      <path d="M7 7.25h.01M7 16.75h.01M11 7.25h.01M11 16.75h.01" />
    </>
  ),
  rocket: (
    <g transform="rotate(45 12 12)">
      <path d="M12 1.5c3 2.5 4.5 6 4.5 10v4.5h-9v-4.5c0-4 1.5-7.5 4.5-10z" />
      <path d="M7.5 11 5 14v4.5l2.5-2M16.5 11l2.5 3v4.5l-2.5-2M10.5 19l1.5 2.5 1.5-2.5" />
      <circle cx="12" cy="8.5" r="1.75" />
    </g>
  ),
  wrench: <path transform="rotate(45 12 12)" d="M10.5 1.8V6h3V1.8a4.5 4.5 0 0 1 0 8.4v10.3a1.5 1.5 0 0 1-3 0V10.2a4.5 4.5 0 0 1 0-8.4z" />,
  palette: (
    <>
      <path d="M12 3a9 9 0 0 0 0 18c1.1 0 1.9-.8 1.9-1.8 0-.5-.2-.9-.5-1.3-.3-.4-.5-.8-.5-1.3 0-1 .8-1.7 1.8-1.7H17a4 4 0 0 0 4-4C21 6.6 17 3 12 3z" />
      <circle {...dot} cx="7.5" cy="11.5" r="1.4" />
      <circle {...dot} cx="10" cy="7.5" r="1.4" />
      <circle {...dot} cx="14.5" cy="7.5" r="1.4" />
      <circle {...dot} cx="17" cy="11" r="1.4" />
    </>
  ),
  arrows: <path d="M4 8h16m-4-4 4 4-4 4M20 16H4m4-4-4 4 4 4" />,
  megaphone: (
    <>
      <path d="M3 10v4a1 1 0 0 0 1 1h3l9 5V4L7 9H4a1 1 0 0 0-1 1z" />
      <path d="m7.5 15 1.2 5h2.6l-1-4.2M19 9.5a3.5 3.5 0 0 1 0 5" />
    </>
  ),
  shield: (
    <>
      <path d="M12 2.5 20 5.5v6c0 5-3.5 8.5-8 10-4.5-1.5-8-5-8-10v-6z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  refresh: <path d="M4 12a8 8 0 0 1 14.1-5.1M18.5 2.5V7H14M20 12a8 8 0 0 1-14.1 5.1M5.5 21.5V17H10" />,
  chart: <path d="M3 3v18h18M8 17v-5m5 5V7m5 10V10" />,
  code: <path d="M8 7l-5 5 5 5m8-10 5 5-5 5M14 4l-4 16" />,
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2 20v-1a5 5 0 0 1 5-5h4a5 5 0 0 1 5 5v1M16 4.6a3.5 3.5 0 0 1 0 6.8M22 20v-1a5 5 0 0 0-3.5-4.8" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),
  "credit-card": (
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20M6 15h4" />
    </>
  ),
  lock: (
    <>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4M12 15v2" />
    </>
  ),
  bolt: <path d="M13 2 4 14h7l-1 8 9-12h-7z" />,
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <ellipse cx="12" cy="12" rx="4" ry="9" />
      <path d="M3 12h18" />
    </>
  ),
  layout: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <path d="M3 9h18M9 21V9" />
    </>
  ),
  star: <path d="M12 2.8 14.4 9.3 21.3 9.6 15.9 13.9 17.8 20.5 12 16.7 6.2 20.5 8.1 13.9 2.7 9.6 9.6 9.3z" />,
  gift: (
    <>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8M12 8v13" />
      <path d="M12 8C10.5 3.5 6.5 3 6.5 5.8c0 1.6 2 2.2 5.5 2.2zm0 0c1.5-4.5 5.5-5 5.5-2.2 0 1.6-2 2.2-5.5 2.2z" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
};

/** A decorative line icon chosen in the CMS; the text beside it carries the meaning. */
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
      {SHAPES[name]}
    </svg>
  );
}
