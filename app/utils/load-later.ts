import { useEffect, useState } from "react";

/** How long a script loaded after the first paint may take before the page gives up on it. */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * An optional piece of the page (a dynamic import), fetched the first time `wanted` is true:
 * "waiting" until it arrives, "failed" if it did not within the timeout; the page goes on without.
 */
export function useLoadedLater<T>(
  load: () => Promise<T>,
  wanted: boolean,
): T | "waiting" | "failed" {
  const [loaded, setLoaded] = useState<T | "waiting" | "failed">("waiting");
  const started = loaded !== "waiting" || !wanted;
  useEffect(() => {
    if (started) return;
    let current = true;
    const timer = setTimeout(
      () => fail(new Error("timed out")),
      CHUNK_LOAD_TIMEOUT_MS,
    );
    const fail = (error: unknown) => {
      console.warn(`Gave up loading a part of the page: ${String(error)}`);
      if (current) setLoaded("failed");
    };
    load()
      .then((module) => current && setLoaded(() => module), fail)
      .finally(() => clearTimeout(timer));
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [started, load]);
  return loaded;
}
