import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/**
 * False in the server HTML and during hydration, true once the page runs in the browser: for
 * what is drawn by the browser only (it would only make the HTML heavier, decision 014).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
