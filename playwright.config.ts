import { existsSync } from "node:fs";

import { defineConfig } from "@playwright/test";

import {
  EMAIL_DOUBLE_ORIGIN,
  EMAIL_DOUBLE_PORT,
} from "./tests/e2e/email-service-env";

// Debian's own Chromium where the system has one: its headless build (the one Playwright's own
// download runs headless too), which draws the same pages with about half the processor time of
// the full browser, or else the full browser; Playwright's downloaded browser elsewhere.
const executablePath = [
  "/usr/lib/chromium/chromium-headless-shell",
  "/usr/bin/chromium",
].find((file) => existsSync(file));

/** The tests every engine runs, driven through fixtures of their own rather than Playwright's. */
const ENGINES = /engines\.spec\.ts$/;
/**
 * The development server's tests time its reloads of an open page against its content step, a
 * child process: they run once the desktop's tests are done, not beside the busiest of them.
 */
const DEVELOPMENT = /dev-server\.spec\.ts$/;

/** The project of an engine besides Chromium's, which runs the tour alone. */
const engine = (name: string) => ({
  name,
  testMatch: ENGINES,
  fullyParallel: false,
  // A test's browser starts with it (a second one for a test without JavaScript).
  timeout: 60_000,
  use: { viewport: { width: 1280, height: 800 } },
});

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // One worker a core: each has a production server of its own (tests/e2e/fixtures.ts).
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME
    ? [["list"], ["json"]]
    : "list",
  use: {
    // Most suites check what a page says and does, not how it moves: with reduced motion the
    // particle field, which keeps a core half busy on the home page, and the entry animations
    // stay out of their way. The suites about motion (home, scheme, accent, pages, navigation)
    // ask for it back.
    reducedMotion: "reduce",
    launchOptions: {
      executablePath,
      args: [
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        // Lets a context's pages share one renderer process rather than start another for the
        // site after the blank first page: every test that uses a page opens a context, and the
        // processes were a fifth of the browser tests' processor time
        // (docs/decisions/022-tests-in-headless-chromium.md).
        "--renderer-process-limit=1",
      ],
    },
  },
  projects: [
    // The short tour in Firefox and WebKit (docs/decisions/024-every-engine.md), each in one
    // worker so each engine starts once. Firefox first, and the Chromium tests after it, many
    // and short, even the workers out to the end; WebKit last, while one worker finishes the
    // Chromium tests: a WebKit started while both cores were busy with the first tests has been
    // seen to lose its first page, or itself.
    engine("firefox"),
    // Every test runs at a desktop's size; those tagged @phone only at a phone's, and those
    // tagged @both at both: what a phone changes is its layout and its touch screen.
    {
      name: "desktop",
      grepInvert: /@phone/,
      testIgnore: [ENGINES, DEVELOPMENT],
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: "development",
      testMatch: DEVELOPMENT,
      dependencies: ["desktop"],
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: "phone",
      grep: /@phone|@both/,
      testIgnore: [ENGINES, DEVELOPMENT],
      use: {
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
      },
    },
    engine("webkit"),
  ],
  webServer: {
    // The stand-in for the email service, which the contact tests steer message by message.
    command: `node tests/mocks/email-service-cli.js --port ${EMAIL_DOUBLE_PORT} --quiet`,
    url: `${EMAIL_DOUBLE_ORIGIN}/`,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
