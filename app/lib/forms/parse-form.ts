import { parse, type Submission } from "@conform-to/react";
import * as z from "zod/mini";
import type { $ZodIssue, $ZodType } from "zod/v4/core";
import en from "zod/v4/locales/en.js";

/**
 * The browser's form validation: conform's submission of a form parsed with a zod/mini schema, giving exactly what
 * `parseWithZod` of @conform-to/zod/v4 gives on the server (the authority) for the same schema and form data.
 *
 * Why not `parseWithZod` itself: its form-value coercion imports full zod (`zod/v4`), which would put all of zod
 * (~80 KB gzip) back into every form page (docs/decisions/026-client-bundle-budget.md). This is the same coercion,
 * rebuilt with zod/mini, for the schema types the site's forms use: string, enum and boolean fields, optional,
 * pipe, array and object. Any other type throws, so a form cannot silently validate differently in the browser;
 * tests/unit/parse-form.test.ts checks every form's schema against `parseWithZod`.
 */

/**
 * zod's English messages, for the few issues without our own text (a tampered field's type). The server gets them
 * from full zod, which installs them globally; zod/mini installs none, so they are passed to each parse here.
 */
const englishMessages = en().localeError;

type FormValueCoercion = (value: unknown) => unknown;

/** An empty field is a missing value, as for conform. */
const stripEmpty: FormValueCoercion = (value) => (value === "" ? undefined : value);

/** How a posted string becomes each leaf type's value (conform's defaults: "on" is true, anything else stays a string). */
const LEAF_COERCIONS: Partial<Record<string, FormValueCoercion>> = {
  string: stripEmpty,
  enum: stripEmpty,
  boolean: (value) => {
    const text = stripEmpty(value);
    return text === "on" ? true : text;
  },
};

/** `coercion` before `target`, keeping whether the target may be missing (conform's pipeWithOptionality). */
function coercing(coercion: FormValueCoercion, target: $ZodType): $ZodType {
  const schema = z.pipe(z.transform(coercion), target) as $ZodType;
  if (target._zod.optin) schema._zod.optin = target._zod.optin;
  if (target._zod.optout) schema._zod.optout = target._zod.optout;
  return schema;
}

const coerced = new WeakMap<$ZodType, $ZodType>();

/** The schema rebuilt to read form values: empty strings are missing, checkboxes booleans, single values lists. */
function coerceFormValue(type: $ZodType): $ZodType {
  const cached = coerced.get(type);
  if (cached) return cached;
  const def = type._zod.def as { type: string } & Record<string, unknown>;
  const Schema = type._zod.constr;
  const leaf = LEAF_COERCIONS[def.type];
  let schema: $ZodType;
  if (leaf) {
    schema = coercing(leaf, type);
  } else if (def.type === "array") {
    const toList: FormValueCoercion = (value) => (Array.isArray(value) ? value : stripEmpty(value) === undefined ? [] : [value]);
    schema = coercing(toList, new Schema({ ...def, element: coerceFormValue(def.element as $ZodType) }));
  } else if (def.type === "object") {
    // (conform also marks required list and object fields as optional input; with zod 4.6 that changes no result.)
    const shape = Object.entries(def.shape as Record<string, $ZodType>).map(([key, field]) => [key, coerceFormValue(field)]);
    schema = coercing((value) => (value === undefined ? {} : value), new Schema({ ...def, shape: Object.fromEntries(shape) }));
  } else if (def.type === "optional") {
    schema = coercing(stripEmpty, new Schema({ ...def, innerType: coerceFormValue(def.innerType as $ZodType) }));
  } else if (def.type === "pipe") {
    schema = new Schema({ ...def, in: coerceFormValue(def.in as $ZodType), out: coerceFormValue(def.out as $ZodType) });
  } else {
    throw new Error(`parseForm cannot read form values into a zod "${def.type}" schema; extend it (and its test) first`);
  }
  coerced.set(type, schema);
  return schema;
}

/** A field's name from an issue's path, as conform writes it: `modifications[0]`, `buyer.email`. */
function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>((name, segment) => {
    if (typeof segment === "symbol") throw new Error("Form fields cannot have symbol paths");
    if (segment === "") return `${name}[]`;
    if (typeof segment === "number") return `${name}[${segment}]`;
    return name ? `${name}.${segment}` : segment;
  }, "");
}

/** Each field's messages, in the order zod reported them. */
function errorsByField(issues: readonly $ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[fieldName(issue.path)] ??= []).push(issue.message);
  return errors;
}

/** conform's submission of `formData` checked with `schema`, for `useForm`'s `onValidate`. */
export function parseForm<Schema extends $ZodType>(
  formData: FormData,
  schema: Schema,
): Submission<z.input<Schema>, string[], z.output<Schema>> {
  return parse(formData, {
    resolve(payload) {
      const result = z.safeParse(coerceFormValue(schema), payload, { error: englishMessages });
      return result.success ? { value: result.data } : { error: errorsByField(result.error.issues) };
    },
  }) as Submission<z.input<Schema>, string[], z.output<Schema>>;
}
