import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { CONTENT_UNAVAILABLE, DATABASE_UNAVAILABLE } from "~/lib/unavailable";
import { ErrorScreen } from "./error-screen";
import { NotFound } from "./not-found";

/** What an error boundary shows: the not-found page for a 404, else the error screen (saying what could not be read for a 503). */
export function RouteError() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) return <ErrorScreen />;
  if (error.status === 404) return <NotFound />;
  if (error.status !== 503) return <ErrorScreen />;
  const unavailable = error.data === CONTENT_UNAVAILABLE ? "content" : error.data === DATABASE_UNAVAILABLE ? "database" : "prices";
  return <ErrorScreen unavailable={unavailable} />;
}
