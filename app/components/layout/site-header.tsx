import { NavLink, useLocation } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import { ButtonLink } from "~/components/ui/button";
import { CloseIcon, MenuIcon } from "~/components/ui/icons";
import { LogoHomeLink } from "~/components/ui/logo";
import { Tooltip } from "~/components/ui/tooltip";
import { useSiteNavigation } from "~/lib/root-data";
import { MAIN_NAVIGATION_ID } from "./skip-links";
import { ThemeToggle } from "./theme-toggle";

const desktopLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2.5 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-500 ${
    isActive
      ? "bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300"
      : "text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
  }`;

const mobileLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2.5 text-base font-medium focus-visible:outline-2 focus-visible:outline-brand-500 ${
    isActive
      ? "bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300"
      : "text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
  }`;

/** Logo, main navigation, Get Started, theme toggle and, on small screens, the collapsible menu. */
export function SiteHeader({ productName }: { productName: string }) {
  const navigation = useSiteNavigation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const location = useLocation();

  // Any navigation (a menu item, the logo, browser back) leaves the menu closed: reset while rendering.
  const [menuLocation, setMenuLocation] = useState(location.key);
  if (menuLocation !== location.key) {
    setMenuLocation(location.key);
    setMenuOpen(false);
  }

  // Opened, the menu takes the focus to its first item, so the keyboard continues inside it.
  const menu = useRef<HTMLElement>(null);
  useEffect(() => {
    if (menuOpen) menu.current?.querySelector("a")?.focus();
  }, [menuOpen]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div
        id={MAIN_NAVIGATION_ID}
        tabIndex={-1}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 outline-none sm:px-6 lg:px-8"
      >
        <LogoHomeLink productName={productName} className="shrink-0" />
        <nav aria-label="Main" className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {navigation.main.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={desktopLinkClasses}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          {/* Hidden on very small screens; the mobile menu carries it there. */}
          <div className="hidden min-[480px]:block" data-testid="header-get-started">
            <ButtonLink to={navigation.getStarted.to}>{navigation.getStarted.label}</ButtonLink>
          </div>
          <ThemeToggle />
          <Tooltip align="end" label={menuOpen ? "Close menu" : "Menu"}>
            <button
              ref={menuButton}
              type="button"
              data-menu-toggle
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
              className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 xl:hidden dark:text-slate-200 dark:hover:bg-slate-800"
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
              <span className="sr-only">Menu</span>
            </button>
          </Tooltip>
        </div>
      </div>
      {/* Without JavaScript (no `js` class on <html>) app.css keeps this menu open: links still work. */}
      <nav
        ref={menu}
        id={menuId}
        aria-label="Main"
        data-mobile-menu
        className={`${menuOpen ? "block" : "hidden"} border-t border-slate-200 px-4 pb-4 pt-2 xl:hidden dark:border-slate-800`}
      >
        <ul className="space-y-1">
          {navigation.main.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={mobileLinkClasses} onClick={() => setMenuOpen(false)}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <ButtonLink to={navigation.getStarted.to} className="mt-3 w-full" onClick={() => setMenuOpen(false)}>
          {navigation.getStarted.label}
        </ButtonLink>
      </nav>
    </header>
  );
}
