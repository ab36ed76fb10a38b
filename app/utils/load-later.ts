/** How long a script loaded after the first paint may take before the page gives up on it. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Loads an optional piece of the page (a dynamic import) and gives up after the timeout, so
 * the caller can carry on without it. Rejects at once when the import itself fails.
 */
export function loadLater<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Gave up loading after ${timeoutMs} ms`)),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
