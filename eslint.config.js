import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "dist/",
      ".react-router/",
      ".cache/",
      "test-results/",
      "playwright-report/",
      "tests/.results/",
      ".stryker-tmp/",
      "reports/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        // A property left out of a copy by rest destructuring is used: to leave it out.
        { argsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Code that runs in Node rather than the browser.
    files: [
      "scripts/**/*.{js,ts,tsx}",
      "bench/**/*.js",
      "tests/mocks/**/*.js",
      "tests/*.js",
      "*.config.{js,mjs,ts}",
      "server.ts",
      "server/**/*.ts",
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // Playwright's fixtures take an object pattern and call `use`, which is not React's.
    files: ["tests/e2e/**/*.ts"],
    rules: { "no-empty-pattern": "off", "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
