import { json } from "@remix-run/node";
import { seoContext } from "./common.server";

/** The root route's data, loaded once for every page: the site settings and the public origin. */
export async function rootData() {
  return json(await seoContext());
}
