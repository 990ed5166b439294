import { useEffect, type ReactNode } from "react";

/**
 * A tooltip for an icon-only control, which keeps its own accessible name: the tooltip shows the same words to
 * sighted mouse and keyboard users and is never the only label. It opens 700 ms after the pointer rests on the
 * control, at once on keyboard focus, and at once when the pointer moves on to another control within 300 ms of the
 * last one (the spec's delays, Radix Tooltip's defaults). Timing, placement and looks are CSS (app.css, "Tooltips"):
 * no script per tooltip, and it works before hydration. `align` keeps it inside the window for controls at the edges.
 */
export function Tooltip({
  label,
  align = "center",
  children,
}: {
  label: ReactNode;
  align?: "start" | "center" | "end";
  children: ReactNode;
}) {
  return (
    <span data-tooltip>
      {children}
      <span role="tooltip" data-align={align}>
        <span>{label}</span>
      </span>
    </span>
  );
}

/** Escape hides any open tooltip until the pointer moves or the focus changes (WCAG 1.4.13: dismissible). */
export function useTooltipDismissal() {
  useEffect(() => {
    const root = document.documentElement;
    const dismiss = (event: KeyboardEvent) => {
      if (event.key === "Escape") root.dataset.tooltipsDismissed = "";
    };
    const restore = () => delete root.dataset.tooltipsDismissed;
    document.addEventListener("keydown", dismiss);
    document.addEventListener("pointermove", restore);
    document.addEventListener("focusin", restore);
    return () => {
      document.removeEventListener("keydown", dismiss);
      document.removeEventListener("pointermove", restore);
      document.removeEventListener("focusin", restore);
    };
  }, []);
}
