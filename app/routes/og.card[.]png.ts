import type { LoaderFunctionArgs } from "@remix-run/node";
import { shareCardImage } from "~/lib/page-data/share-card.server";

export const loader = ({ request }: LoaderFunctionArgs) => shareCardImage(request);
