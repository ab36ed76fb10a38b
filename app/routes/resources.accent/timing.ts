/** A function that calls another later, with a way to drop what is pending (for unmounting). */
export type Cancellable<Args extends unknown[]> = ((...args: Args) => void) & {
  cancel: () => void;
};

/**
 * Calls `fn` at most once every `waitMs`: the first call at once, later ones with the latest
 * arguments at the end of the window, so the last value is never lost.
 */
export function throttle<Args extends unknown[]>(
  fn: (...args: Args) => void,
  waitMs: number,
): Cancellable<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Args | undefined;
  const flush = () => {
    timer = pending && setTimeout(flush, waitMs);
    if (pending) fn(...pending);
    pending = undefined;
  };
  const throttled = (...args: Args) => {
    if (timer) pending = args;
    else {
      fn(...args);
      timer = setTimeout(flush, waitMs);
    }
  };
  return Object.assign(throttled, {
    cancel: () => {
      clearTimeout(timer);
      timer = pending = undefined;
    },
  });
}

/** Calls `fn` once the calls have stopped for `waitMs`, with the last arguments. */
export function debounce<Args extends unknown[]>(
  fn: (...args: Args) => void,
  waitMs: number,
): Cancellable<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: Args) => {
    clearTimeout(timer);
    timer = setTimeout(() => fn(...args), waitMs);
  };
  return Object.assign(debounced, { cancel: () => clearTimeout(timer) });
}
