/// <reference types="vite/client" />
import { readFileSync } from "node:fs";
import { parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { sampleDocuments } from "~/content/sample";
import { documentModels } from "~/lib/cms/models";
import { isFormId } from "~/lib/forms/registry.server";
import { allAttributeNames, createSchemaContract, type SchemaType } from "../support/schema-contract";

const schema = JSON.parse(readFileSync("cms-schemas/schema.json", "utf8")) as SchemaType[];
const checkDocument = createSchemaContract(schema);

describe("the CMS contract: app models and the Studio schema", () => {
  it.each(Object.entries(documentModels))("%s: every field the app reads exists in the Studio, compatibly", (type, model) => {
    expect(checkDocument(type, model)).toEqual([]);
  });

  it("catches a field renamed on one side only", () => {
    const renamed = schema.map((type) =>
      type.name === "feature"
        ? {
            ...type,
            attributes: Object.fromEntries(Object.entries(type.attributes!).map(([k, v]) => [k === "description" ? "summary" : k, v])),
          }
        : type,
    );
    expect(createSchemaContract(renamed)("feature", documentModels.feature!)).toEqual([
      "feature.description: the app reads it, the Studio schema has no such field",
    ]);
  });

  it("every Studio document type the site shows has an app model (submissions are written, not read)", () => {
    const studioDocuments = schema.filter((type) => type.type === "document" && !type.name.startsWith("sanity."));
    const unmodelled = studioDocuments.map((type) => type.name).filter((name) => !documentModels[name] && !isFormId(name));
    expect(unmodelled).toEqual([]);
  });
});

describe("the sample dataset", () => {
  it("parses document by document with the app's model of its type", () => {
    const failures = sampleDocuments.flatMap((document) => {
      const model = documentModels[document._type];
      if (!model) return [`${document._id}: no model for type ${document._type}`];
      const result = model.safeParse(document);
      return result.success ? [] : [`${document._id}: ${result.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`];
    });
    expect(failures).toEqual([]);
  });

  it("has every reference point at a document in the dataset", () => {
    const ids = new Set(sampleDocuments.map((document) => document._id));
    const dangling = JSON.stringify(sampleDocuments)
      .match(/"_ref":"[^"]+"/g)
      ?.map((match) => match.slice(8, -1))
      .filter((id) => !ids.has(id));
    expect(dangling ?? []).toEqual([]);
  });
});

/** Every query the app runs: each module in app/lib/cms/queries exports its queries, alone or in a record (one per sort order). */
const queryModules = import.meta.glob<Record<string, unknown>>("../../app/lib/cms/queries/*.ts", { eager: true });
const isQuery = (value: unknown): value is { name: string; groq: string } => typeof value === "object" && value !== null && "groq" in value;
const queries = Object.values(queryModules)
  .flatMap((module) => Object.values(module))
  .flatMap((value) => (isQuery(value) ? [value] : typeof value === "object" && value !== null ? Object.values(value).filter(isQuery) : []));

/** Parameters that slice (`[0...$limit]`, `[$start...$end]`): numbers when a query runs. */
const SLICE_PARAMS = ["limit", "start", "end"];

/** The attribute names a GROQ query reads (`title`, `slug.current`, `asset->url`, …). */
function attributesRead(groq: string): string[] {
  const names: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== "object" || node === null) return;
    const { type, name } = node as { type?: string; name?: string };
    if (type === "AccessAttribute" && name) names.push(name);
    Object.values(node).forEach(visit);
  };
  // Parameters are constants when a query runs (slices like [0...$limit] need them): any value will do.
  const params = Object.fromEntries([...groq.matchAll(/\$(\w+)/g)].map(([, name]) => [name, SLICE_PARAMS.includes(name!) ? 1 : "x"]));
  visit(parse(groq, { params }));
  return names;
}

describe("the app's GROQ queries", () => {
  const studioFields = allAttributeNames(schema);

  it("are all found", () => {
    expect(queries.map((query) => query.name).sort()).toEqual(expect.arrayContaining(["pageBySlug", "siteSettings"]));
  });

  it.each(queries.map((query) => [query.name, query.groq]))("%s reads only fields the Studio defines", (_name, groq) => {
    expect(attributesRead(groq).filter((name) => !studioFields.has(name))).toEqual([]);
  });
});
