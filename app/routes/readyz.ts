import { readinessAnswer } from "~/lib/page-data/readiness.server";

/** /readyz: whether this instance can serve the site, for a load balancer: 200, or 503 while it cannot. */
export const loader = () => readinessAnswer();
