import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * Whether the page's scripts run it: false in the server's HTML and while the page hydrates (so
 * both render alike), true once React has taken it over.
 */
export const useRunning = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
