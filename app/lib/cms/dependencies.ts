import { parse, type ExprNode } from "groq-js";

/**
 * Cache tags: what a cached CMS result depends on, so a publish purges exactly the results it can
 * change. A result depends on
 *  - every document type its GROQ selects from (`*[_type == "post" …]`): publishing, creating or
 *    deleting any document of that type may change which documents it lists (`type:post`);
 *  - every document it contains (`doc:<id>`), including dereferenced ones, so editing an author
 *    changes the posts that show the author. Projections of dereferenced documents keep `_id`
 *    (tests/unit/cms-dependencies.test.ts checks every query).
 * A selection without a type (`*[_id == …]`) depends on every type (`type:*`).
 * A response also depends on each cached result it used (`query:<n>`): when a refresh finds that a
 * result changed without a webhook, the page cache drops the pages built from it. Those tags mean
 * nothing outside this process, so they are not sent to a CDN.
 */

export const ANY_TYPE_TAG = "type:*";
/** Announced when everything read from the CMS is to be read again ("Refresh content now" in /admin): every page goes. */
export const ALL_CONTENT_TAG = "*";
const typeTag = (type: string) => `type:${type}`;
const documentTag = (id: string) => `doc:${id}`;
const QUERY_TAG_PREFIX = "query:";
export const queryTag = (resultId: number) => `${QUERY_TAG_PREFIX}${resultId}`;

/** Whether a CDN can purge by this tag: the webhook's document and type tags, not this process's result tags. */
export function isSharedTag(tag: string): boolean {
  return !tag.startsWith(QUERY_TAG_PREFIX);
}

/** The tags a change to one document purges. */
export function changeTags(change: { _id: string; _type: string }): string[] {
  return [typeTag(change._type), documentTag(change._id), ANY_TYPE_TAG];
}

type Node = ExprNode | Record<string, unknown>;

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";
}

function children(node: Node): Node[] {
  return Object.values(node).flatMap((value) => (Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : []));
}

function isTypeAttribute(node: unknown): boolean {
  return (
    isNode(node) &&
    node.type === "AccessAttribute" &&
    node.name === "_type" &&
    (node.base === undefined || (node.base as Node).type === "This")
  );
}

/** The type names a filter expression compares `_type` with (`==` or `in [...]`), anywhere inside it. */
function typesCompared(expression: Node, found: Set<string>): Set<string> {
  if (expression.type === "OpCall" && isTypeAttribute(expression.left)) {
    const right = expression.right as Node;
    if (expression.op === "==" && right.type === "Value" && typeof right.value === "string") found.add(right.value);
    if (expression.op === "in" && right.type === "Array") {
      for (const element of right.elements as { value: Node }[]) {
        if (element.value.type === "Value" && typeof element.value.value === "string") found.add(element.value.value);
      }
    }
  }
  for (const child of children(expression)) typesCompared(child, found);
  return found;
}

const selectedTypesByQuery = new Map<string, string[]>();

/** The type tags of a query: one per type a `*[…]` selection of it filters on, or `type:*`. */
export function selectedTypeTags(groq: string, params: Record<string, unknown>): string[] {
  const known = selectedTypesByQuery.get(groq);
  if (known) return known;
  const tags = new Set<string>();
  const visit = (node: Node) => {
    if (node.type === "Filter" && (node.base as Node).type === "Everything") {
      const types = typesCompared(node.expr as Node, new Set());
      if (types.size === 0) tags.add(ANY_TYPE_TAG);
      for (const type of types) tags.add(typeTag(type));
    }
    for (const child of children(node)) visit(child);
  };
  visit(parse(groq, { params }) as Node);
  const result = [...tags].sort();
  selectedTypesByQuery.set(groq, result);
  return result;
}

/**
 * The document tags of a raw result: every `_id` in it, except documents whose type the query's own type
 * tags already cover (a change to one purges `type:<its type>`, so its document tag adds nothing but
 * bytes: a search over 2,600 documents would carry 2,600 tags per page).
 */
export function containedDocumentTags(result: unknown, coveringTags: readonly string[] = []): string[] {
  if (coveringTags.includes(ANY_TYPE_TAG)) return [];
  const covered = new Set(coveringTags);
  const ids = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === "object" && value !== null) {
      const { _id: id, _type: type } = value as { _id?: unknown; _type?: unknown };
      if (typeof id === "string" && !(typeof type === "string" && covered.has(typeTag(type)))) ids.add(documentTag(id));
      for (const [key, field] of Object.entries(value)) if (key !== "_id") visit(field);
    }
  };
  visit(result);
  return [...ids];
}
