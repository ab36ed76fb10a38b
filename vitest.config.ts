import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: [
      // Drawn from the content by the build; a stand-in, so the tests need no build first.
      {
        find: "~/icons/sprite.svg",
        replacement: fileURLToPath(
          new URL("./tests/support/sprite.svg", import.meta.url),
        ),
      },
      {
        find: "~",
        replacement: fileURLToPath(new URL("./app", import.meta.url)),
      },
    ],
  },
  test: {
    // One a core and one more: several files wait on real timers, child processes or a
    // redis-server for seconds at a time (the outbox's file rests some 9 s of its 15), and a third
    // worker fills those waits. On two cores the unit tests took 45 to 52 s instead of 50 to 60.
    maxWorkers: availableParallelism() + 1,
    globals: true,
    environment: "node",
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.{ts,tsx}",
      "deploy/**/*.test.ts",
      "tests/*.test.ts",
      "tests/mocks/*.test.ts",
    ],
    setupFiles: ["./tests/setup/vitest-setup.ts"],
    // A limit catches a test that never ends, never a slow one: every suite at once on two cores
    // has been seen to make a test of a second take twenty (pictures encoded, a page rendered).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    restoreMocks: true,
  },
});
