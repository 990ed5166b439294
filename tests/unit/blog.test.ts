import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { posts } from "~/content/sample/posts";
import { parseBlogFilters } from "~/lib/blog/list";
import { blogListPath } from "~/lib/declarations/paths";
import { countWords, readingTimeMinutes } from "~/lib/blog/reading-time";
import { renderRss } from "~/lib/blog/rss";
import { escapeXml } from "~/lib/core/xml";
import { tableOfContents } from "~/lib/blog/toc";
import type { PostSummary } from "~/lib/blog/posts.server";

describe("reading time and word count", () => {
  it("derive the sample article's 15-minute read and about 3,200 words from its body", () => {
    const words = countWords(posts[0]!.body);
    expect(words).toBeGreaterThanOrEqual(3200);
    expect(words).toBeLessThan(3400);
    expect(readingTimeMinutes(words)).toBe(15);
  });

  it("counts span text and code, not images", () => {
    expect(
      countWords([
        { _type: "block", children: [{ text: "Surf ratios " }, { text: "matter a lot" }] },
        { _type: "image" },
        { _type: "code", code: "*/5 * * * * php cron.php" },
      ]),
    ).toBe(5 + 7);
  });

  it("rounds words ÷ 220 per minute, and is never zero", () => {
    expect(readingTimeMinutes(0)).toBe(1);
    expect(readingTimeMinutes(329)).toBe(1);
    expect(readingTimeMinutes(330)).toBe(2);
    expect(readingTimeMinutes(3300)).toBe(15);
  });
});

describe("table of contents", () => {
  it("lists h2 and h3 headings with unique anchor ids", () => {
    const heading = (key: string, style: string, text: string) => ({ _key: key, _type: "block", style, children: [{ text }] });
    expect(
      tableOfContents([
        heading("a", "h2", "Hours 0-4: Choose your niche"),
        heading("b", "normal", "Not a heading"),
        heading("c", "h3", "Pick an audience"),
        heading("d", "h2", "Hours 0-4: Choose your niche"),
        heading("e", "h4", "Too deep"),
      ]),
    ).toEqual([
      { key: "a", id: "hours-0-4-choose-your-niche", text: "Hours 0-4: Choose your niche", level: 2 },
      { key: "c", id: "pick-an-audience", text: "Pick an audience", level: 3 },
      { key: "d", id: "hours-0-4-choose-your-niche-2", text: "Hours 0-4: Choose your niche", level: 2 },
    ]);
  });
});

describe("blog list filters and pagination", () => {
  it("reads category, tag and page from the query string, ignoring invalid values", () => {
    expect(parseBlogFilters(new URLSearchParams("category=getting-started&tag=anti-cheat&page=2"))).toEqual({
      category: "getting-started",
      tag: "anti-cheat",
      page: 2,
    });
    expect(parseBlogFilters(new URLSearchParams("category=<script>&tag=&page=-3"))).toEqual({ category: null, tag: null, page: 1 });
    expect(parseBlogFilters(new URLSearchParams("page=abc"))).toEqual({ category: null, tag: null, page: 1 });
  });

  it("builds linkable list URLs", () => {
    expect(blogListPath({ category: "growth" })).toBe("/blog?category=growth");
    expect(blogListPath({ tag: "anti-cheat", page: 2 })).toBe("/blog?tag=anti-cheat&page=2");
    expect(blogListPath({ page: 1 })).toBe("/blog");
  });
});

describe("RSS feed", () => {
  const summary = (slug: string, title: string): PostSummary =>
    ({
      _id: `post.${slug}`,
      slug,
      title,
      excerpt: `Credits & ratios <explained> for "${slug}"`,
      publishedAt: "2025-03-18T09:00:00Z",
      updatedAt: "2025-04-02T10:30:00Z",
      author: { name: "Daniel Mercer" },
      category: { name: "Getting Started", slug: "getting-started", color: "#4f46e5" },
    }) as PostSummary;

  it("is well-formed RSS 2.0 with one item per post, absolute URLs and escaped content", () => {
    const xml = renderRss({ title: "XchangeKit blog", description: "Guides & tips", siteUrl: "https://xchangekit.example" }, [
      summary("launch", "Launch <fast> & right"),
      summary("ratios", "Surf ratios"),
    ]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = new XMLParser({ ignoreAttributes: false }).parse(xml);
    expect(feed.rss["@_version"]).toBe("2.0");
    const items = feed.rss.channel.item;
    expect(items).toHaveLength(2);
    expect(items[0].link).toBe("https://xchangekit.example/blog/launch");
    expect(items[0].title).toBe("Launch &#60;fast&#62; &#38; right");
    expect(xml).not.toContain("<explained>");
    expect(feed.rss.channel["atom:link"]["@_href"]).toBe("https://xchangekit.example/blog/rss.xml");
  });

  it("escapes every XML-special character", () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe("&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;");
  });
});
