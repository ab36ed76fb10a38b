import { test as base, expect } from "@playwright/test";

/**
 * Every browser test fails when the page logs an error or throws: a console error is a bug a
 * visitor would meet.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
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
