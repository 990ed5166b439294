import { PortableText as PortableTextRenderer, type PortableTextBlockComponent, type PortableTextComponents } from "@portabletext/react";
import type { z } from "zod";
import type { portableTextView } from "~/lib/cms/queries/page";
import type { ResponsiveImage } from "~/lib/cms/images";
import { CmsImage } from "./ui/cms-image";

type Blocks = z.infer<typeof portableTextView>;

function isExternal(href: string) {
  return /^https?:\/\//.test(href);
}

/** A heading with an anchor id (when the page has a table of contents) and a self-link. */
function heading(Tag: "h2" | "h3" | "h4", className: string, headingIds: Record<string, string>): PortableTextBlockComponent {
  return ({ children, value }) => {
    const id = headingIds[value._key ?? ""];
    return (
      <Tag id={id} className={`group scroll-mt-24 ${className}`}>
        {children}
        {id ? (
          <a
            href={`#${id}`}
            className="ml-2 text-brand-600 opacity-0 group-hover:opacity-100 focus:opacity-100 dark:text-brand-400"
            aria-label="Link to this section"
          >
            #
          </a>
        ) : null}
      </Tag>
    );
  };
}

const baseComponents: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p className="mt-4 leading-7">{children}</p>,
    blockquote: ({ children }) => (
      <blockquote className="mt-6 border-l-4 border-brand-500 pl-4 italic text-slate-700 dark:text-slate-300">{children}</blockquote>
    ),
  },
  list: {
    bullet: ({ children }) => <ul className="mt-4 list-disc space-y-2 pl-6">{children}</ul>,
    number: ({ children }) => <ol className="mt-4 list-decimal space-y-2 pl-6">{children}</ol>,
  },
  marks: {
    link: ({ value, children }) => {
      const href = String((value as { href?: string } | undefined)?.href ?? "#");
      return (
        <a
          href={href}
          className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300"
          {...(isExternal(href) ? { rel: "noopener noreferrer", target: "_blank" } : {})}
        >
          {children}
        </a>
      );
    },
    code: ({ children }) => <code className="rounded bg-slate-100 px-1 py-0.5 text-[0.9em] dark:bg-slate-800">{children}</code>,
  },
  types: {
    image: ({ value }) => {
      const image = value as Partial<ResponsiveImage>;
      if (!image.src || !image.width || !image.height) return null;
      return (
        <CmsImage
          image={{ alt: image.alt ?? "", src: image.src, srcSet: image.srcSet, width: image.width, height: image.height }}
          sizes="(min-width: 768px) 720px, 100vw"
          className="mt-6 h-auto w-full rounded-lg"
        />
      );
    },
    code: ({ value }) => {
      const block = value as { code?: string; filename?: string; language?: string };
      return (
        <figure className="mt-6">
          {block.filename ? <figcaption className="mb-1 text-sm text-slate-600 dark:text-slate-400">{block.filename}</figcaption> : null}
          {/* Long lines scroll sideways; the block takes focus so a keyboard can scroll it (WCAG 2.1.1). */}
          <pre
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
            tabIndex={0}
            className="overflow-x-auto rounded-lg bg-slate-900 p-4 text-sm text-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <code data-language={block.language ?? undefined}>{block.code}</code>
          </pre>
        </figure>
      );
    },
  },
};

/**
 * The heading element for each heading style, so the text's outline continues the page's: its highest heading
 * becomes `topLevel` when it would otherwise skip a level (an h3 straight under the page's h1). Styles keep their
 * look; only the level changes.
 */
function headingTags(value: Blocks, topLevel: 2 | 3): Record<"h2" | "h3" | "h4", "h2" | "h3" | "h4"> {
  const levels = value.flatMap((block) => {
    const level = /^h([2-4])$/.exec(String((block as { style?: unknown }).style ?? ""))?.[1];
    return level ? [Number(level)] : [];
  });
  const shift = levels.length ? Math.max(0, Math.min(...levels) - topLevel) : 0;
  const tag = (level: number) => `h${Math.max(2, level - shift)}` as "h2" | "h3" | "h4";
  return { h2: tag(2), h3: tag(3), h4: tag(4) };
}

/**
 * Rich text from the CMS: headings, lists, links (external ones open safely), images and code.
 * `headingIds` (block _key → anchor id, from tableOfContents) gives headings their anchors; `topLevel` is the level
 * its highest heading may take (2 straight under the page's h1, 3 under a section's h2).
 */
export function PortableText({
  value,
  headingIds = {},
  topLevel = 2,
}: {
  value: Blocks;
  headingIds?: Record<string, string>;
  topLevel?: 2 | 3;
}) {
  const tags = headingTags(value, topLevel);
  const components: PortableTextComponents = {
    ...baseComponents,
    block: {
      ...(baseComponents.block as object),
      h2: heading(tags.h2, "mt-10 text-2xl font-bold tracking-tight", headingIds),
      h3: heading(tags.h3, "mt-8 text-xl font-semibold", headingIds),
      h4: heading(tags.h4, "mt-6 text-lg font-semibold", headingIds),
    },
  };
  return <PortableTextRenderer value={value} components={components} />;
}
