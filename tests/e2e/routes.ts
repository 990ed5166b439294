import { FIXED_PAGES, type PageLayout } from "../../app/lib/declarations/fixed-pages";

const fixedPagePaths = (layout: PageLayout) => FIXED_PAGES.filter((page) => page.layout === layout).map((page) => page.path);

/** Every fixed page shown with the header, navigation and footer (app/lib/declarations/fixed-pages.ts). */
export const CHROME_ROUTES = fixedPagePaths("chrome");

/** Fixed pages shown without them (docs/architecture.md, Product rules). */
export const BARE_ROUTES = fixedPagePaths("bare");
