import { sitemapIndexXml } from "~/lib/page-data/discovery.server";

export const loader = () => sitemapIndexXml();
