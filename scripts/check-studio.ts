/**
 * `npm run test:studio`: the Studio in cms-schemas/ must type-check, validate with no errors or
 * warnings, build, and extract to exactly the committed schema.json (the contract the app is tested against);
 * `sanity typegen` must find every query the site tags and write exactly the committed types
 * (app/lib/cms/sanity.types.ts, which the app's type check reads). Installs the Studio's own dependencies first
 * when they are missing.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { installStudioDependencies } from "./install-studio";

const studio = "cms-schemas";
const committedTypes = "app/lib/cms/sanity.types.ts";
const env = { ...process.env, DO_NOT_TRACK: "1", SANITY_STUDIO_PROJECT_ID: process.env.SANITY_STUDIO_PROJECT_ID ?? "" };
const run = (command: string, args: string[]) =>
  execFileSync(command, args, { cwd: studio, env, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
const sanity = (...args: string[]) => run("npx", ["--no-install", "sanity", ...args]);

installStudioDependencies();

// Inside the Studio folder: the CLI resolves --path against it even when given an absolute path.
const scratch = mkdtempSync(join(studio, ".check-"));
const inScratch = (name: string) => join(scratch.slice(studio.length + 1), name);
try {
  run("npx", ["--no-install", "tsc", "--noEmit", "-p", "."]);
  console.log("✔ Studio type check");

  const report = JSON.parse(sanity("schema", "validate", "--format", "json", "--level", "warning")) as {
    problems: { severity: string; message: string }[];
  }[];
  const problems = report.flatMap((group) => group.problems);
  if (problems.length > 0) {
    throw new Error(`Studio schema: ${problems.length} problem(s):\n${problems.map((p) => `${p.severity}: ${p.message}`).join("\n")}`);
  }
  console.log("✔ Studio schema: 0 errors, 0 warnings");

  sanity("schema", "extract", "--enforce-required-fields", "--path", inScratch("schema.json"));
  if (readFileSync(join(scratch, "schema.json"), "utf8") !== readFileSync(join(studio, "schema.json"), "utf8")) {
    throw new Error("cms-schemas/schema.json is out of date: run `npm run cms:schema` and commit it");
  }
  console.log("✔ cms-schemas/schema.json matches the Studio's schema");

  const generated = join(scratch, "sanity.types.ts");
  // Typegen reports a query it cannot read on stderr and carries on: that is a failure here.
  const typegen = spawnSync("npx", ["--no-install", "sanity", "typegen", "generate"], {
    cwd: studio,
    env: { ...env, SANITY_TYPEGEN_OUTPUT: inScratch("sanity.types.ts") },
    encoding: "utf8",
  });
  if (typegen.status !== 0 || typegen.stderr.includes("✖")) throw new Error(`sanity typegen failed:\n${typegen.stderr}`);
  const types = execFileSync("npx", ["--no-install", "prettier", "--stdin-filepath", committedTypes], {
    input: readFileSync(generated, "utf8"),
    encoding: "utf8",
  });
  if (types !== readFileSync(committedTypes, "utf8")) {
    throw new Error(`${committedTypes} is out of date: run \`npm run cms:types\` and commit it`);
  }
  console.log(`✔ ${committedTypes} matches the schema and the queries`);

  sanity("build", inScratch("dist"), "--yes");
  console.log("✔ Studio builds");
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
