import { companySections } from "./company";
import { coreSections } from "./core";
import { marketplaceSections } from "./marketplace";
import { productsSections } from "./products";

/** Every sample page's sections, by page slug (each area's pages in its own file). */
export const pageSections: Record<string, object[]> = { ...coreSections, ...companySections, ...productsSections, ...marketplaceSections };
