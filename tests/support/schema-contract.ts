import type { z } from "zod";

/**
 * Compares the app's zod models with the Studio's extracted schema (cms-schemas/schema.json,
 * `sanity schema extract --enforce-required-fields`): every field the app reads must exist in the
 * Studio with a compatible type, every field the app requires must be required in the Studio, and
 * option lists must offer exactly the values the app accepts.
 *
 * Two things Sanity's extract cannot show are taken as guaranteed: an image's `asset` (every image
 * field in cms-schemas validates that the file is uploaded, see `requireUpload`) and the fields of
 * Sanity's own `sanity.*` documents, which Sanity fills in itself.
 */
const GUARANTEED_BY_STUDIO_VALIDATION = new Set(["asset"]);

export interface SchemaNode {
  type: string;
  name?: string;
  value?: unknown;
  of?: SchemaNode | SchemaNode[];
  attributes?: Record<string, { value: SchemaNode; optional?: boolean }>;
  rest?: SchemaNode;
}

export interface SchemaType {
  name: string;
  type: "document" | "type";
  attributes?: SchemaNode["attributes"];
  value?: SchemaNode;
}

type ZodDef = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string>;
  values?: unknown[];
};

const def = (schema: z.ZodType) => (schema as unknown as { _zod: { def: ZodDef } })._zod.def;

function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  let inner = schema;
  let optional = false;
  for (;;) {
    const d = def(inner);
    if (d.type === "optional" || d.type === "nullable" || d.type === "default") {
      optional = true;
      inner = d.innerType!;
    } else if (d.type === "pipe") {
      inner = d.in!;
    } else {
      return { inner, optional };
    }
  }
}

export function createSchemaContract(schemaTypes: readonly SchemaType[]) {
  const byName = new Map(schemaTypes.map((type) => [type.name, type]));

  function resolve(node: SchemaNode): SchemaNode {
    if (node.type === "inline") {
      const named = byName.get(node.name!);
      if (!named) throw new Error(`schema.json has no type ${node.name}`);
      return named.type === "document" ? { type: "object", attributes: named.attributes } : resolve(named.value!);
    }
    if (node.type === "object" && node.rest) {
      const rest = resolve(node.rest);
      return { type: "object", attributes: { ...rest.attributes, ...node.attributes } };
    }
    return node;
  }

  function stringValues(node: SchemaNode): string[] | undefined {
    if (node.type === "string" && typeof node.value === "string") return [node.value];
    if (node.type === "union") {
      const options = (node.of as SchemaNode[]).map(resolve);
      if (options.every((option) => option.type === "string" && typeof option.value === "string")) {
        return options.map((option) => option.value as string);
      }
    }
    return undefined;
  }

  function compare(model: z.ZodType, node: SchemaNode, path: string, problems: string[]): void {
    const { inner } = unwrap(model);
    const d = def(inner);
    const studio = resolve(node);
    if (studio.type === "unknown") return;
    const mismatch = (what: string) => {
      problems.push(`${path}: the app reads ${what}, the Studio stores ${studio.type}`);
    };

    switch (d.type) {
      case "object": {
        if (studio.type !== "object") return mismatch("an object");
        for (const [key, field] of Object.entries(d.shape!)) {
          const attribute = studio.attributes?.[key];
          if (!attribute) {
            problems.push(`${path}.${key}: the app reads it, the Studio schema has no such field`);
            continue;
          }
          const guaranteed = GUARANTEED_BY_STUDIO_VALIDATION.has(key) || path.startsWith("sanity.");
          if (!unwrap(field).optional && attribute.optional && !guaranteed) {
            problems.push(`${path}.${key}: required by the app, optional in the Studio`);
          }
          compare(field, attribute.value, `${path}.${key}`, problems);
        }
        return;
      }
      case "array":
        if (studio.type !== "array") return mismatch("a list");
        return compare(d.element!, studio.of as SchemaNode, `${path}[]`, problems);
      case "union": {
        const studioOptions = studio.type === "union" ? (studio.of as SchemaNode[]) : [studio];
        d.options!.forEach((option, index) => {
          const fits = studioOptions.some((candidate) => {
            const attempt: string[] = [];
            compare(option, candidate, path, attempt);
            return attempt.length === 0;
          });
          if (!fits) {
            // Explain against the Studio type with the same _type, if there is one.
            const appType = def(option).shape?._type;
            const sameType = studioOptions.find((candidate) => {
              const attempt: string[] = [];
              if (appType) compare(appType, resolve(candidate).attributes?._type?.value ?? { type: "unknown" }, path, attempt);
              return appType !== undefined && attempt.length === 0;
            });
            const reasons: string[] = [];
            compare(option, sameType ?? studioOptions[0]!, `${path}<option ${index + 1}>`, reasons);
            problems.push(`${path}: no Studio type matches the app's option ${index + 1} (${reasons[0] ?? "different type"})`);
          }
        });
        return;
      }
      case "literal": {
        const studioValues = stringValues(studio);
        if (studio.type !== "string" && !studioValues) return mismatch(`the value ${String(d.values![0])}`);
        if (studioValues && !d.values!.every((value) => studioValues.includes(value as string))) {
          problems.push(`${path}: the app expects ${String(d.values![0])}, the Studio stores ${studioValues.join(", ")}`);
        }
        return;
      }
      case "enum": {
        const appValues = Object.values(d.entries!);
        const studioValues = stringValues(studio);
        if (!studioValues) return mismatch(`one of ${appValues.join(", ")}`);
        const unknownToApp = studioValues.filter((value) => !appValues.includes(value));
        const missingInStudio = appValues.filter((value) => !studioValues.includes(value));
        if (unknownToApp.length) problems.push(`${path}: the Studio offers ${unknownToApp.join(", ")}, which the app rejects`);
        if (missingInStudio.length)
          problems.push(`${path}: the app accepts ${missingInStudio.join(", ")}, which the Studio does not offer`);
        return;
      }
      case "string":
      case "number":
      case "boolean":
        if (studio.type !== d.type) mismatch(`a ${d.type}`);
        return;
      default:
        problems.push(`${path}: the contract check does not know zod type ${d.type}`);
    }
  }

  /** Problems with one document model, empty when it matches the Studio's document type. */
  return function checkDocument(type: string, model: z.ZodType): string[] {
    const studioType = byName.get(type);
    if (!studioType || studioType.type !== "document") return [`${type}: the Studio has no document type ${type}`];
    const problems: string[] = [];
    compare(model, { type: "inline", name: type }, type, problems);
    return problems;
  };
}

/** Every attribute name anywhere in the Studio schema (for checking what GROQ projections read). */
export function allAttributeNames(schemaTypes: readonly SchemaType[]): Set<string> {
  const names = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== "object" || value === null) return;
    const node = value as SchemaNode;
    if (node.attributes) for (const name of Object.keys(node.attributes)) names.add(name);
    Object.values(node).forEach(visit);
  };
  visit(schemaTypes);
  return names;
}
