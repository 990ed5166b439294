import { resolve } from "node:path";
import { defineCliConfig } from "sanity/cli";
import { dataset, projectId } from "./env";

export default defineCliConfig({
  api: { projectId, dataset },
  autoUpdates: false,
  // `npm run cms:types`: the type of every stored document and of every query the site defines with the `groq` tag
  // (app/lib/cms/query.ts), from schema.json; the Studio check writes them elsewhere to compare (SANITY_TYPEGEN_OUTPUT).
  typegen: {
    path: "../app/lib/cms/queries/*.ts",
    schema: "schema.json",
    generates: process.env.SANITY_TYPEGEN_OUTPUT || "../app/lib/cms/sanity.types.ts",
    overloadClientMethods: false,
    formatGeneratedCode: false,
  },
  // The Studio imports modules of the site (app/lib/declarations/paths.ts, app/lib/cms/options.ts). Vite's dev
  // server serves no file outside the Studio's folder unless allowed, and an allow list replaces that
  // default, so it names the repository (which holds the Studio).
  vite: (config) => {
    const repositoryRoot = resolve(config.root ?? process.cwd(), "..");
    return {
      ...config,
      server: { ...config.server, fs: { ...config.server?.fs, allow: [...(config.server?.fs?.allow ?? []), repositoryRoot] } },
    };
  },
});
