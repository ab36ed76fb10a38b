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
    // One a core: Vitest's default of one fewer leaves one core of two idle.
    maxWorkers: 2,
    globals: true,
    environment: "node",
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.{ts,tsx}",
      "deploy/**/*.test.ts",
      "tests/*.test.ts",
    ],
    setupFiles: ["./tests/setup/vitest-setup.ts"],
    restoreMocks: true,
  },
});
