import { resolve } from "node:path";
import { defineCliConfig } from "sanity/cli";
import { dataset, projectId } from "./env";

export default defineCliConfig({
  api: { projectId, dataset },
  autoUpdates: false,
  // The Studio imports modules of the site (app/lib/paths.ts, app/lib/cms/options.ts). Vite's dev
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
