import type { PostSummary } from "./posts.server";
import { escapeXml } from "~/lib/core/xml";
import { BLOG_PATH, postPath, RSS_PATH } from "~/lib/declarations/paths";

export interface FeedChannel {
  title: string;
  description: string;
  siteUrl: string;
}

/** An RSS 2.0 feed of published posts, newest first, with absolute URLs. */
export function renderRss(channel: FeedChannel, posts: readonly PostSummary[]): string {
  const blogUrl = channel.siteUrl + BLOG_PATH;
  const items = posts.map((post) => {
    const link = channel.siteUrl + postPath(post.slug);
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
      `      <dc:creator>${escapeXml(post.author.name)}</dc:creator>`,
      `      <category>${escapeXml(post.category.name)}</category>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      "    </item>",
    ].join("\n");
  });
  const lastBuild = posts[0] ? new Date(posts[0].updatedAt).toUTCString() : new Date(0).toUTCString();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    "    <language>en-us</language>",
    `    <lastBuildDate>${lastBuild}</lastBuildDate>`,
    `    <atom:link href="${escapeXml(channel.siteUrl + RSS_PATH)}" rel="self" type="application/rss+xml" />`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
