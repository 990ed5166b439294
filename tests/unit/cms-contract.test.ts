/// <reference types="vite/client" />
import { readFileSync } from "node:fs";
import { parse } from "groq-js";
import { describe, expect, it } from "vitest";
import { sampleDocuments } from "~/content/sample";
import { documentModels } from "../support/document-models";
import { isFormId } from "~/lib/forms/registry.server";

/**
 * The app's document models and typed queries are checked against the Studio's schema by the type check (the types
 * `sanity typegen` generates, app/lib/cms/schema-fit.ts). What it cannot see is checked here: the queries composed
 * when the app starts (from the content kinds or option lists), which typegen cannot read, and the sample dataset.
 */

interface SchemaNode {
  attributes?: Record<string, unknown>;
}

/** Every attribute name anywhere in the Studio schema (cms-schemas/schema.json). */
function allAttributeNames(schema: unknown): Set<string> {
  const names = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (typeof value !== "object" || value === null) return;
    const { attributes } = value as SchemaNode;
    if (attributes) for (const name of Object.keys(attributes)) names.add(name);
    Object.values(value).forEach(visit);
  };
  visit(schema);
  return names;
}

describe("the Studio schema", () => {
  it("every document type the Studio stores has an app model, or is a form's submissions (written, not read)", () => {
    const schema = JSON.parse(readFileSync("cms-schemas/schema.json", "utf8")) as { name: string; type: string }[];
    const studioDocuments = schema.filter((type) => type.type === "document" && !type.name.startsWith("sanity."));
    expect(studioDocuments.length).toBeGreaterThan(10);
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
  const studioFields = allAttributeNames(JSON.parse(readFileSync("cms-schemas/schema.json", "utf8")));

  it("are all found, the composed ones too", () => {
    expect(queries.map((query) => query.name).sort()).toEqual(
      expect.arrayContaining(["pageBySlug", "siteSettings", "sitemap", "searchDocuments", "prices", "featurePage"]),
    );
  });

  // Typed queries fail the type check when their model reads a field the Studio lacks; this also covers the composed
  // queries, and fields a projection reads but no model does.
  it.each(queries.map((query) => [query.name, query.groq]))("%s reads only fields the Studio defines", (_name, groq) => {
    expect(attributesRead(groq).filter((name) => !studioFields.has(name))).toEqual([]);
  });
});
