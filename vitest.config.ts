import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    globals: true,
    environment: "jsdom",
    include: [
      "app/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.{ts,tsx}",
      "deploy/**/*.test.ts",
    ],
    setupFiles: ["./tests/setup/vitest-setup.ts"],
    restoreMocks: true,
  },
});
