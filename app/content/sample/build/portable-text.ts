import { sampleImage } from "./images";

/**
 * Portable Text builders for the sample blog posts. `portableText()` returns the block helpers with
 * their own key counter, so every block, span and link of an article gets a stable `_key` derived
 * from its position in that article, whatever else was built before it.
 */

export type Decorator = "strong" | "em" | "code";

/** A piece of inline text: plain, decorated, or a link (optionally decorated too). */
export type Segment = string | { text: string; marks?: Decorator[]; href?: string };

export type BlockStyle = "normal" | "h2" | "h3" | "blockquote";

type ListItem = string | Segment[];

/** Inline marks. */
export const strong = (text: string): Segment => ({ text, marks: ["strong"] });
export const em = (text: string): Segment => ({ text, marks: ["em"] });
export const link = (text: string, href: string): Segment => ({ text, href });

/** The block helpers of one article; call once per article. */
export function portableText() {
  let blockCount = 0;

  /** The next block key: b001, b002, ... */
  function nextKey(): string {
    blockCount += 1;
    return `b${String(blockCount).padStart(3, "0")}`;
  }

  /** A text block from segments; links become markDefs referenced by key from their spans. */
  function block(style: BlockStyle, segments: Segment[], list?: { listItem: "bullet" | "number"; level: number }) {
    const _key = nextKey();
    const markDefs: { _key: string; _type: "link"; href: string }[] = [];
    const children = segments.map((segment, index) => {
      const part = typeof segment === "string" ? { text: segment } : segment;
      const marks: string[] = [...(part.marks ?? [])];
      if (part.href) {
        const linkKey = `${_key}-link${markDefs.length + 1}`;
        markDefs.push({ _key: linkKey, _type: "link", href: part.href });
        marks.unshift(linkKey);
      }
      return { _key: `${_key}-s${index + 1}`, _type: "span" as const, text: part.text, marks };
    });
    return { _key, _type: "block" as const, style, children, markDefs, ...list };
  }

  const listItem = (item: ListItem) => (typeof item === "string" ? [item] : item);

  return {
    block,
    p: (...segments: Segment[]) => block("normal", segments),
    h2: (text: string) => block("h2", [text]),
    h3: (text: string) => block("h3", [text]),
    quote: (...segments: Segment[]) => block("blockquote", segments),

    /** Bulleted and numbered lists: one block per item, each item a string or an array of segments. */
    bullets: (...items: ListItem[]) => items.map((item) => block("normal", listItem(item), { listItem: "bullet", level: 1 })),
    numbered: (...items: ListItem[]) => items.map((item) => block("normal", listItem(item), { listItem: "number", level: 1 })),

    codeBlock: (language: "bash" | "text", filename: string, code: string) => ({
      _key: nextKey(),
      _type: "code" as const,
      language,
      filename,
      code,
    }),

    figure: (file: string, width: number, height: number, alt: string) => ({ _key: nextKey(), ...sampleImage(file, width, height, alt) }),
  };
}
