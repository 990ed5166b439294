import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/** True once React runs in the browser; false in server HTML and when JavaScript is off. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
