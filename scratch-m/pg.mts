import { startPostgresCluster } from "../tests/support/postgres-cluster";
const c = await startPostgresCluster();
console.log(c.url);
process.on("SIGTERM", () => { c.stop(); process.exit(0); });
setInterval(() => {}, 1000);
