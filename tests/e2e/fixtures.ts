import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { test as base, expect } from "@playwright/test";
import type { Page } from "@playwright/test";

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
  // The delivery's clock 60 times faster: a message the double fails is tried again in a second.
  DELIVERY_SPEEDUP: "60",
};

/** A folder of its own for a server's messages, removed with it. */
export function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), "portfolio-data-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * The site each worker serves, whatever browser the tests drive: Chromium through Playwright's
 * own fixtures (`test` below), Firefox and WebKit through theirs (engines.spec.ts).
 */
export const siteTest = base.extend<
  object,
  { siteOrigin: string; unwritableStoreOrigin: string }
>({
  // Each worker has a production server of its own, so workers run side by side.
  siteOrigin: [
    async ({}, use, workerInfo) => {
      const server = await startServer({
        port: E2E_PORT + 30 + workerInfo.parallelIndex,
        env: SITE_ENV,
      });
      await use(server.origin);
      await server.stop();
    },
    { scope: "worker" },
  ],
  // And, for the tests that need one, a server that cannot keep any message: its DATA_DIR is a
  // file, as a folder made unwritable would be.
  unwritableStoreOrigin: [
    async ({}, use, workerInfo) => {
      const data = dataDir();
      const file = path.join(data.dir, "not-a-folder");
      writeFileSync(file, "");
      const server = await startServer({
        port: E2E_PORT + 34 + workerInfo.parallelIndex,
        env: { ...SITE_ENV, DATA_DIR: file },
      });
      await use(server.origin);
      await server.stop();
      data.remove();
    },
    { scope: "worker" },
  ],
});

/** What each page logged as an error or threw, filled as the page runs. */
const errorsOf = new WeakMap<Page, string[]>();

export const test = siteTest.extend<{ consoleErrors: string[] }>({
  baseURL: async ({ siteOrigin }, use) => use(siteOrigin),
  // Every browser test fails when the page logs an error or throws: a console error is a bug a
  // visitor would meet. Only a test that asks for the page opens one: a browser context costs
  // Chromium about a second of processor time, which a test reading the server's answers alone
  // does not need.
  page: async ({ page }, use) => {
    const errors: string[] = [];
    errorsOf.set(page, errors);
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(page);
    expect(errors, "errors in the browser console").toEqual([]);
  },
  // The page's errors, which a test may sort through (allowConsoleErrors).
  consoleErrors: async ({ page }, use) => use(errorsOf.get(page)!),
});

/** Drops the errors a test expects (an aborted request it caused, say); any other one still fails. */
export function allowConsoleErrors(errors: string[], expected: RegExp) {
  const unexpected = errors.filter((error) => !expected.test(error));
  errors.splice(0, errors.length, ...unexpected);
}

export { expect };
