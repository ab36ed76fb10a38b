// @ts-check
// `npm run test:mutation`: StrykerJS changes the code that keeps and delivers messages and guards
// the forms, one small change (a mutant) at a time, and runs the unit tests against each; a test
// that fails kills it. Each file's score is printed at the end (docs/decisions/023).
/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  mutate: [
    "app/messages/email-service-form.ts",
    "app/messages/message-backup.server.ts",
    "app/messages/message-store.server.ts",
    "app/messages/outbox.server.ts",
    "app/messages/relay.server.ts",
    "app/routes/contact/contact-schema.ts",
    "app/routes/portfolio.($filter)/old-tab-addresses.ts",
    "app/utils/control-characters.ts",
    "app/utils/read-form-body.server.ts",
    "server/documents.ts",
    "server/limits.ts",
    "server/old-addresses.ts",
    "server/request-checks.ts",
    "server/route-table.ts",
  ],
  testRunner: "vitest",
  vitest: { configFile: "tests/mutation/vitest.config.ts" },
  // A mutant TypeScript rejects is never run; the checker reads only the mutated modules (and
  // what they import), not the whole project, so it keeps up with the test runner.
  checkers: ["typescript"],
  tsconfigFile: "tests/mutation/tsconfig.json",
  coverageAnalysis: "perTest",
  reporters: ["clear-text", "progress", "html"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  tempDirName: ".stryker-tmp",
  ignorePatterns: [
    "build",
    "public/build",
    ".cache",
    "bench",
    "reports",
    "test-results",
    "playwright-report",
    "tests/.results",
    "data",
  ],
};
