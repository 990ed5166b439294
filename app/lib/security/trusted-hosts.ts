/** The `<meta name>` listing the site settings' trusted hosts for the browser (app/root.tsx → security-log.client.ts). */
export const TRUSTED_HOSTS_META = "xk-trusted-hosts";
