import { livenessAnswer } from "~/lib/page-data/readiness.server";

/** /healthz: whether this process answers at all, for a load balancer or an orchestrator: always 200. */
export const loader = async () => livenessAnswer();
