// Waits until `check` passes, looking again every 10 ms. What a test awaits from timers, another
// process or a server comes later on a busy machine, never otherwise: the wait gives up only
// shortly before the test's own limit (vitest.config.ts), and ends as soon as the check holds.
import { vi } from "vitest";

export const eventually = <T>(check: () => T | Promise<T>) =>
  vi.waitFor(check, { timeout: 50_000, interval: 10 });
