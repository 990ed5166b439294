import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapFileXml } from "~/lib/page-data/discovery.server";

export const loader = ({ params, request }: LoaderFunctionArgs) => sitemapFileXml(request, params.file ?? "");
