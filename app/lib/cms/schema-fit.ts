/**
 * Compile-time checks that the app reads CMS content the way the Studio's schema stores it. `sanity typegen`
 * (`npm run cms:types`) writes the type of every stored document and of every query's result, from the schema and
 * the GROQ (app/lib/cms/sanity.types.ts); `SchemaMisfit<Generated, Read>` compares such a type with the input type
 * of the zod model that parses it. It is `never` when they fit, else one message per problem, each with its path:
 *
 * - a field the model reads is missing from the result, or always null there (the schema has no such field);
 * - the schema lets a field be empty (null, or left out of a document) where the model requires a value;
 * - the schema allows a value the model rejects (another type, an option it does not know), or the model accepts an
 *   option the Studio does not offer.
 *
 * `unknown` on either side (a GROQ function typegen cannot type, a model that takes anything) is not checked.
 */

/** The keys an object type names, without index signatures (a loose zod object's `[key: string]: unknown`). */
type NamedKeys<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: 0 } & string;

type IsOptional<T, K extends keyof T> = Partial<Pick<T, K>> extends Pick<T, K> ? true : false;

/** The string options of a type (`"draft" | "published"`), or never for any text. */
type Options<T> = T extends string ? (string extends T ? never : T) : never;

type Describe<T> = T extends string
  ? "text"
  : T extends number
    ? "a number"
    : T extends boolean
      ? "true/false"
      : T extends readonly unknown[]
        ? "a list"
        : T extends object
          ? "an object"
          : "a value";

/** The options a model accepts that the schema never produces, at one field. */
type ExtraOptions<Generated, Read, Path extends string> = [Options<Generated>] extends [never]
  ? never
  : Exclude<Options<Read>, Generated> extends infer Extra extends string
    ? [Extra] extends [never]
      ? never
      : `${Path}: the model accepts "${Extra}", which the Studio does not offer`
    : never;

export type SchemaMisfit<Generated, Read, Path extends string = "result"> = unknown extends Generated
  ? never
  : unknown extends Read
    ? never
    : [Generated] extends [never]
      ? never
      : [Generated] extends [null]
        ? `${Path}: always null, the Studio's schema has no such field`
        : null extends Generated
          ? null extends Read
            ? Fit<Exclude<Generated, null>, Exclude<Read, null | undefined>, Path> | ExtraOptions<Generated, Read, Path>
            : `${Path}: may be empty by the Studio's schema, the model requires a value`
          : Fit<Generated, Exclude<Read, null | undefined>, Path> | ExtraOptions<Generated, Read, Path>;

/** One problem per member of the generated union that does not fit (the model's side is never split). */
type Fit<Generated, Read, Path extends string> = Generated extends unknown ? FitOne<Generated, Read, Path> : never;

type FitOne<Generated, Read, Path extends string> = Generated extends readonly (infer Item)[]
  ? [Read] extends [readonly (infer ReadItem)[]]
    ? SchemaMisfit<Item, ReadItem, `${Path}[]`>
    : `${Path}: a list by the Studio's schema, the model reads ${Describe<Read>}`
  : Generated extends object
    ? ObjectFit<Generated, Counterpart<Generated, Read>, Path>
    : [Generated] extends [Read]
      ? never
      : Generated extends string
        ? [Read] extends [string]
          ? string extends Generated
            ? `${Path}: any text by the Studio's schema, the model accepts only some values`
            : `${Path}: the Studio allows "${Generated}", the model rejects it`
          : `${Path}: text by the Studio's schema, the model reads ${Describe<Read>}`
        : `${Path}: ${Describe<Generated>} by the Studio's schema, the model reads ${Describe<Read>}`;

/** The model's member of a union for a generated object: the one of the same `_type`, when the model names types. */
type Counterpart<Generated, Read> = Generated extends { _type: infer Type }
  ? [Extract<Read, { _type: Type }>] extends [never]
    ? Read
    : Extract<Read, { _type: Type }>
  : Read;

type ObjectFit<Generated extends object, Read, Path extends string> = [Read] extends [readonly unknown[]]
  ? `${Path}: an object by the Studio's schema, the model reads a list`
  : [Read] extends [object]
    ? {
        [Key in NamedKeys<Read>]-?: Key extends keyof Generated
          ? FieldFit<Generated, Read, Key, `${Path}.${Key}`>
          : `${Path}.${Key}: the model reads it, the Studio's schema has no such field here`;
      }[NamedKeys<Read>]
    : `${Path}: an object by the Studio's schema, the model reads ${Describe<Read>}`;

type FieldFit<Generated, Read, Key extends keyof Generated & keyof Read, Path extends string> =
  IsOptional<Generated, Key> extends true
    ? IsOptional<Read, Key> extends true
      ? SchemaMisfit<Exclude<Generated[Key], undefined>, Read[Key], Path>
      : `${Path}: optional in the Studio's schema, the model requires it`
    : SchemaMisfit<Generated[Key], Read[Key], Path>;

/**
 * What a model must be to read `Generated`: itself when it fits, else a type naming every problem, so the compiler's
 * error at the model says what drifted.
 */
export type FitsSchema<Generated, Read> = [SchemaMisfit<Generated, Read>] extends [never]
  ? unknown
  : { "does not fit the Studio's schema": SchemaMisfit<Generated, Read> };
