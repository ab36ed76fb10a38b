type Callback<Args extends unknown[]> = (...args: Args) => void;

/** A function with a way to drop what it still has pending (for unmounting). */
export type Cancellable<Args extends unknown[]> = Callback<Args> & {
  cancel: () => void;
};

/**
 * Calls `fn` at most once every `waitMs`: the first call at once, later ones with the latest
 * arguments at the end of the window, so the last value is never lost.
 */
export function throttle<Args extends unknown[]>(
  fn: Callback<Args>,
  waitMs: number,
): Cancellable<Args> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: Args | null = null;
  const flush = () => {
    if (pending) {
      const args = pending;
      pending = null;
      fn(...args);
      timer = setTimeout(flush, waitMs);
    } else {
      timer = null;
    }
  };
  const throttled = (...args: Args) => {
    if (timer) {
      pending = args;
      return;
    }
    fn(...args);
    timer = setTimeout(flush, waitMs);
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}

/** Calls `fn` once the calls have stopped for `waitMs`, with the last arguments. */
export function debounce<Args extends unknown[]>(
  fn: Callback<Args>,
  waitMs: number,
): Cancellable<Args> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const debounced = (...args: Args) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      fn(...args);
    }, waitMs);
  };
  debounced.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  return debounced;
}
