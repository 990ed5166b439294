// @ts-check
/**
 * The mode the server runs in, settled before anything reads NODE_ENV (server/index.js imports this first; React and
 * Express pick their behaviour by it): `npm start` and `npm run serve` are the production server, so NODE_ENV unset
 * means production, as remix-serve has it; `npm run dev` sets development. Cookies are Secure, the security headers
 * and React are production's whenever the start line says "production" (docs/decisions/064).
 */
process.env.NODE_ENV ||= "production";

/** What the start line prints and what Express's security headers follow: NODE_ENV as the process has it. */
export const runMode = process.env.NODE_ENV;
