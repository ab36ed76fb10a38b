import { existsSync } from "node:fs";

import { defineConfig } from "@playwright/test";

import {
  E2E_EMAIL_ENV,
  EMAIL_DOUBLE_ORIGIN,
  EMAIL_DOUBLE_PORT,
} from "./tests/e2e/email-service-env";
import { E2E_PORT as PORT, E2E_SITE_URL } from "./tests/e2e/site-url";

// Debian's own Chromium where the system has one; Playwright's downloaded browser elsewhere.
const SYSTEM_CHROMIUM = "/usr/bin/chromium";
const executablePath = existsSync(SYSTEM_CHROMIUM)
  ? SYSTEM_CHROMIUM
  : undefined;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: true,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME
    ? [["list"], ["json"]]
    : "list",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath,
      args: [
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    },
  },
  projects: [
    // Tests tagged @phone or @desktop run only at that size; the rest run at both.
    {
      name: "desktop",
      grepInvert: /@phone/,
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: "phone",
      grepInvert: /@desktop/,
      use: {
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: [
    {
      // The stand-in for the email service, which the contact tests steer message by message.
      command: `node tests/mocks/email-service-cli.js --port ${EMAIL_DOUBLE_PORT} --quiet`,
      url: `${EMAIL_DOUBLE_ORIGIN}/`,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      // The production build, as the README's run command serves it.
      command: "node build/server.js",
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      env: {
        PORT: String(PORT),
        HOST: "127.0.0.1",
        SITE_URL: E2E_SITE_URL,
        ...E2E_EMAIL_ENV,
        // Every test comes from one address: the accent form's limit and the per-client
        // connection cap are tested on servers of their own (hostile-requests.spec.ts).
        ACCENT_RATE_LIMIT_MAX: "10000",
        MAX_CONNECTIONS_PER_CLIENT: "10000",
      },
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
