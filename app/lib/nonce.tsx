import { createContext, useContext, type ReactNode } from "react";

/**
 * The per-request Content-Security-Policy nonce created in entry.server.tsx. Every inline script
 * carries it, so the policy never needs 'unsafe-inline'. Browsers hide nonces from the DOM, so on
 * the client it is undefined.
 */
const NonceContext = createContext<string | undefined>(undefined);

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext.Provider value={nonce}>{children}</NonceContext.Provider>;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
