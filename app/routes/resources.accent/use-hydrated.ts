import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and while the browser hydrates it, true once React runs the page:
 * what needs JavaScript can render its working form then, and a plain-HTML form before.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
