import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import { present } from "~/lib/cms/models/fields";
import { featureDocument } from "~/lib/cms/models/products";
import type { serviceView } from "~/lib/cms/queries/products";
import type { Feature, ServicesGroqResult } from "~/lib/cms/sanity.types";
import type { SchemaMisfit } from "~/lib/cms/schema-fit";

/**
 * The type-level comparison of a model with the types `sanity typegen` generates (app/lib/cms/schema-fit.ts): the
 * expectations are checked by the type check (`npm run typecheck`), which fails on any of them.
 */
describe("a model read against the Studio's schema", () => {
  it("fits the document and the query result it reads", () => {
    expectTypeOf<SchemaMisfit<Feature, z.input<typeof featureDocument>>>().toBeNever();
    expectTypeOf<SchemaMisfit<ServicesGroqResult, z.input<typeof serviceView>[]>>().toBeNever();
  });

  it("names a field renamed on one side only", () => {
    type Renamed = Omit<Feature, "description"> & { summary: string };
    expectTypeOf<
      SchemaMisfit<Renamed, z.input<typeof featureDocument>>
    >().toEqualTypeOf<"result.description: the model reads it, the Studio's schema has no such field here">();
    expectTypeOf<
      SchemaMisfit<{ items: { note: null }[] }, { items: { note?: string | null }[] }>
    >().toEqualTypeOf<"result.items[].note: always null, the Studio's schema has no such field">();
  });

  it("names a value the schema may leave empty where the model requires one", () => {
    expectTypeOf<
      SchemaMisfit<{ name?: string }, { name: string }>
    >().toEqualTypeOf<"result.name: optional in the Studio's schema, the model requires it">();
    expectTypeOf<
      SchemaMisfit<{ image: { url: string | null } }, { image: { url: string } }>
    >().toEqualTypeOf<"result.image.url: may be empty by the Studio's schema, the model requires a value">();
    expectTypeOf<SchemaMisfit<{ name?: string }, { name?: string | null }>>().toBeNever();
  });

  it("names options offered on one side only, and types that differ", () => {
    expectTypeOf<
      SchemaMisfit<{ status: "draft" | "sold" }, { status: "draft" }>
    >().toEqualTypeOf<'result.status: the Studio allows "sold", the model rejects it'>();
    expectTypeOf<
      SchemaMisfit<{ status: "draft" }, { status: "draft" | "gone" }>
    >().toEqualTypeOf<'result.status: the model accepts "gone", which the Studio does not offer'>();
    expectTypeOf<
      SchemaMisfit<{ price: string }, { price: number }>
    >().toEqualTypeOf<"result.price: text by the Studio's schema, the model reads a number">();
    expectTypeOf<
      SchemaMisfit<{ tags: string }, { tags: string[] }>
    >().toEqualTypeOf<"result.tags: text by the Studio's schema, the model reads a list">();
  });

  it("compares each member of a union with the model's member of the same _type", () => {
    type Sections = ({ _type: "hero"; heading: string } | { _type: "stats"; items: string[] | null })[];
    type Read = ({ _type: "hero"; heading: string } | { _type: "stats"; items: string[] })[];
    expectTypeOf<
      SchemaMisfit<Sections, Read>
    >().toEqualTypeOf<"result[].items: may be empty by the Studio's schema, the model requires a value">();
  });
});

describe("present: what the site cannot do without, though the schema may leave it empty", () => {
  const url = present(featureDocument.shape.name, "the image has no upload");

  it("reads as maybe empty, so it fits a field the generated types say may be null", () => {
    expectTypeOf<z.input<typeof url>>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<z.output<typeof url>>().toEqualTypeOf<string>();
  });

  it("fails the model with its reason when empty", () => {
    expect(url.parse("https://cdn.example/image.png")).toBe("https://cdn.example/image.png");
    expect(url.safeParse(null).error?.issues.map((issue) => issue.message)).toEqual(["the image has no upload"]);
    expect(url.safeParse(undefined).success).toBe(false);
  });
});
