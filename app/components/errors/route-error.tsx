import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { ErrorScreen } from "./error-screen";
import { NotFound } from "./not-found";

/** What an error boundary shows: the not-found page for a 404, else the error screen (saying why for a 503). */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ErrorScreen unavailable={isRouteErrorResponse(error) && error.status === 503} />;
}
