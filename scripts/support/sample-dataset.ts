/**
 * The bundled sample dataset, for scripts run outside Vite (tsx, Playwright's web servers): the sample's index lists
 * its folder with `import.meta.glob`, which only Vite (the site's build, dev server and vitest) understands, so it is
 * loaded here through Vite's module runner, as the site itself loads it.
 */
import { fileURLToPath } from "node:url";
import { createServer } from "vite";
import type { SanityDocumentLike } from "../../app/lib/cms/transports/local.server";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

export async function loadSampleDocuments(): Promise<readonly SanityDocumentLike[]> {
  const vite = await createServer({
    configFile: false,
    root: ROOT,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
    resolve: { alias: { "~": `${ROOT}app` } },
  });
  try {
    const sample = (await vite.ssrLoadModule("/app/content/sample/index.ts")) as { sampleDocuments: readonly SanityDocumentLike[] };
    return sample.sampleDocuments;
  } finally {
    await vite.close();
  }
}
