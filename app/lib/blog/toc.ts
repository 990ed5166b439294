interface Block {
  _key: string;
  _type: string;
  style?: string | null;
  children?: { text?: string }[];
}

export interface TocEntry {
  /** The heading block's _key. */
  key: string;
  /** The anchor id, from the heading text: #choose-a-niche-and-a-name. */
  id: string;
  text: string;
  level: 2 | 3;
}

function slugify(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^a-z0-9\s-]/g, "")
      .trim()
      .replace(/[\s-]+/g, "-") || "section"
  );
}

/** The h2/h3 headings of a body, each with a unique anchor id. */
export function tableOfContents(body: readonly Block[]): TocEntry[] {
  const used = new Map<string, number>();
  return body.flatMap((block) => {
    if (block._type !== "block" || (block.style !== "h2" && block.style !== "h3")) return [];
    const text = (block.children ?? [])
      .map((span) => span.text ?? "")
      .join("")
      .trim();
    const base = slugify(text);
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    return [{ key: block._key, id: seen ? `${base}-${seen + 1}` : base, text, level: block.style === "h2" ? 2 : 3 }];
  });
}
