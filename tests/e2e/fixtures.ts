import { test as base, expect } from "@playwright/test";

import { E2E_EMAIL_ENV } from "./email-service-env";
import { startServer } from "./server-process";
import { E2E_PORT, E2E_SITE_URL } from "./site-url";

/** The environment every test's own server runs with. */
export const SITE_ENV = {
  SITE_URL: E2E_SITE_URL,
  ...E2E_EMAIL_ENV,
  // Every test comes from one address: the accent form's limit and the per-client
  // connection cap are tested on servers of their own (hostile-requests.spec.ts).
  ACCENT_RATE_LIMIT_MAX: "10000",
  MAX_CONNECTIONS_PER_CLIENT: "10000",
  REQUEST_LOG: "off",
};

export const test = base.extend<
  { consoleErrors: string[] },
  { siteOrigin: string }
>({
  // Each worker has a production server of its own, so workers run side by side.
  siteOrigin: [
    async ({}, use, workerInfo) => {
      const server = await startServer({
        port: E2E_PORT + 20 + workerInfo.parallelIndex,
        env: SITE_ENV,
      });
      await use(server.origin);
      await server.stop();
    },
    { scope: "worker" },
  ],
  baseURL: async ({ siteOrigin }, use) => use(siteOrigin),
  // Every browser test fails when the page logs an error or throws: a console error is a bug a
  // visitor would meet.
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
});

/** Drops the errors a test expects (an aborted request it caused, say); any other one still fails. */
export function allowConsoleErrors(errors: string[], expected: RegExp) {
  const unexpected = errors.filter((error) => !expected.test(error));
  errors.splice(0, errors.length, ...unexpected);
}

export { expect };
