import { sitemapXml } from "~/lib/page-data/discovery.server";

export const loader = () => sitemapXml();
