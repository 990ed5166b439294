/** Any path no other route matches: the not-found page, with HTTP 404, inside the chrome. */
export function loader() {
  throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

export default function UnknownPath() {
  return null;
}
