import { Outlet } from "@remix-run/react";
import { useLandingAttribution } from "~/components/campaigns/use-landing-attribution";
import { MAIN_CONTENT_ID } from "~/components/layout/skip-links";

/** Pathless layout for pages shown without the site chrome (docs/architecture.md, Product rules). */
export default function BareLayout() {
  useLandingAttribution();
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
      <Outlet />
    </main>
  );
}
