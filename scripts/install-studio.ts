/**
 * Installs the Studio's own dependencies (cms-schemas/) when they are missing. `npm test` runs it first: the root
 * type check and an integration test read the Studio's content migrations, which import `sanity/migrate` from there;
 * `npm run test:studio` runs it too.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const STUDIO = "cms-schemas";

export function installStudioDependencies(): void {
  if (existsSync(join(STUDIO, "node_modules", "sanity"))) return;
  console.log("Installing the Studio's dependencies (cms-schemas/)…");
  execFileSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: STUDIO, stdio: ["ignore", "inherit", "inherit"] });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) installStudioDependencies();
