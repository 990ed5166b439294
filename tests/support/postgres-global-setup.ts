import type { TestProject } from "vitest/node";
import { startPostgresCluster } from "./postgres-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    /** A PostgreSQL server the storage tests make their own databases in: `TEST_DATABASE_URL`, else a throwaway cluster. */
    postgresUrl: string;
  }
}

/** vitest's global setup: one PostgreSQL for the run, stopped after it. */
export default async function setup(project: TestProject) {
  const configured = process.env.TEST_DATABASE_URL?.trim();
  if (configured) {
    project.provide("postgresUrl", configured);
    return;
  }
  const cluster = await startPostgresCluster();
  project.provide("postgresUrl", cluster.url);
  return () => cluster.stop();
}
