import { rssFeed } from "~/lib/page-data/blog.server";

/** /blog/rss.xml: RSS 2.0 of every published post. */
export const loader = () => rssFeed();
