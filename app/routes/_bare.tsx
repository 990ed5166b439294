import { Outlet } from "@remix-run/react";

/** Pathless layout for pages shown without the site chrome (docs/architecture.md, Product rules). */
export default function BareLayout() {
  return (
    <main id="main-content" className="flex-1">
      <Outlet />
    </main>
  );
}
