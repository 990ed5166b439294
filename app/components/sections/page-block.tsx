import { Fragment, type ReactNode } from "react";
import type { PageBlockKey } from "~/lib/cms/options";
import type { SectionView } from "~/lib/cms/queries/page";
import { Section } from "./section";

/** The words around a page's own content; each one an editor leaves empty is the page's default. */
export interface BlockCopy {
  heading: string;
  intro?: string;
  linkLabel?: string;
}

/**
 * A fixed page's own content (cards, a list, a form, logins): its default copy and how it renders with the copy
 * chosen, or, for content with no words of its own around it (a list right under the page's heading, the order
 * form), the content itself.
 */
export type PageBlock = { defaults: BlockCopy; render: (copy: BlockCopy) => ReactNode } | { content: ReactNode };

export type PageBlocks = Partial<Record<PageBlockKey, PageBlock>>;

type PageBlockSection = Extract<SectionView, { _type: "pageBlock" }>;

/**
 * Each block rendered where editors placed it (the first "Page content" section naming it), keyed by that section,
 * and the blocks they did not place: those go straight under the page header, so the page's content never vanishes.
 */
export function placeBlocks(
  sections: readonly SectionView[],
  blocks: PageBlocks,
): { placed: Record<string, ReactNode>; unplaced: ReactNode[] } {
  const placed: Record<string, ReactNode> = {};
  const seen = new Set<PageBlockKey>();
  for (const section of sections) {
    if (section._type !== "pageBlock" || seen.has(section.block)) continue;
    seen.add(section.block);
    const block = blocks[section.block];
    if (block) placed[section._key] = renderBlock(block, section);
  }
  const unplaced = (Object.keys(blocks) as PageBlockKey[])
    .filter((key) => !seen.has(key))
    .map((key) => <Fragment key={key}>{renderBlock(blocks[key]!)}</Fragment>);
  return { placed, unplaced };
}

function renderBlock(block: PageBlock, section?: PageBlockSection): ReactNode {
  if ("content" in block) return block.content;
  return block.render(section ? copyOf(block.defaults, section) : block.defaults);
}

function copyOf(defaults: BlockCopy, section: PageBlockSection): BlockCopy {
  return {
    heading: section.heading?.trim() || defaults.heading,
    intro: section.intro?.trim() || defaults.intro,
    linkLabel: section.linkLabel?.trim() || defaults.linkLabel,
  };
}

/** Content shown as a page section (an h2, the intro, then the content), headed with the editors' words. */
export function sectionBlock(defaults: BlockCopy, section: { id: string; muted?: boolean }, content: ReactNode): PageBlock {
  return {
    defaults,
    render: ({ heading, intro }) => (
      <Section id={section.id} heading={heading} intro={intro} muted={section.muted}>
        {content}
      </Section>
    ),
  };
}
