/** @type {import('@remix-run/dev').AppConfig} */
export default {
  // Classic compiler (not Vite): see docs/decisions/001-remix-classic-compiler.md.
  serverModuleFormat: "esm",
  postcss: true,
  tailwind: false,
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
  },
};
