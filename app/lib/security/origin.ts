/**
 * Whether a state-changing request comes from a page of this site: its `Origin` names the host the
 * request was sent to. A request with no `Origin` (not a browser form or fetch) is refused too.
 * Hosts are compared, not schemes: behind a TLS-terminating proxy the request URL says http.
 */
export function isSameOriginRequest(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin || !URL.canParse(origin)) return false;
  return new URL(origin).host === new URL(request.url).host;
}
