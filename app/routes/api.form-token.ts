import type { LoaderFunctionArgs } from "@remix-run/node";
import { formTokenResponse } from "~/lib/endpoints/form-token.server";

export const loader = ({ request }: LoaderFunctionArgs) => formTokenResponse(request);
