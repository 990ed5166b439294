/**
 * Reading time is derived from the body, never typed in: words ÷ 220 words per minute, rounded,
 * at least one minute. 220 is a typical adult reading speed for online text (silent reading
 * studies put it between 200 and 250).
 */
export const WORDS_PER_MINUTE = 220;

interface Block {
  _type: string;
  children?: { text?: string }[];
  code?: string;
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Words a reader reads: the text of every block and code sample (images have none). */
export function countWords(body: readonly Block[]): number {
  return body.reduce((total, block) => {
    if (block._type === "block") return total + words((block.children ?? []).map((span) => span.text ?? "").join(""));
    if (block._type === "code") return total + words(block.code ?? "");
    return total;
  }, 0);
}

export function readingTimeMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE));
}
