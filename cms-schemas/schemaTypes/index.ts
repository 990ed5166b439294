import type { SchemaTypeDefinition } from "sanity";
import { CONTENT_TYPES } from "../../app/lib/declarations/content-kinds";
import { blockContent, code, cta, seo } from "./objects";
import { withPriceTokenCheck } from "./price-tokens";
import { sectionTypes } from "./sections";
import { submissionTypes } from "./submissions";

/**
 * The content kinds' document types: every export of every module in documents/, so a new kind's module there is
 * picked up (its kind is declared in app/lib/declarations/content-kinds.ts, whose order they take).
 */
const kindModules = import.meta.glob<Record<string, SchemaTypeDefinition>>("./documents/*.ts", { eager: true });
const registryOrder = (type: SchemaTypeDefinition) => {
  const index = (CONTENT_TYPES as readonly string[]).indexOf(type.name);
  return index < 0 ? CONTENT_TYPES.length : index;
};
const kindTypes = Object.values(kindModules)
  .flatMap((module) => Object.values(module))
  .toSorted((a, b) => registryOrder(a) - registryOrder(b));

/** Every type of the Studio; every document type checks that its price tokens name a priced document. */
export const schemaTypes = [seo, cta, code, blockContent, ...sectionTypes, ...kindTypes, ...submissionTypes].map(withPriceTokenCheck);
