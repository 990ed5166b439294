import { robotsTxt } from "~/lib/page-data/discovery.server";

export const loader = () => robotsTxt();
