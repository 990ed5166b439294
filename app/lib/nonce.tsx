import { createContext, useContext, type ReactNode } from "react";

/**
 * The nonce of one render, created in entry.server.tsx. Every inline script carries it. A page the
 * page cache serves again keeps its render's nonce, so a Content-Security-Policy must allow cached
 * pages' scripts by hash or by that stored nonce (docs/decisions/023-page-cache.md). Browsers hide nonces from the DOM, so on
 * the client it is undefined.
 */
const NonceContext = createContext<string | undefined>(undefined);

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
