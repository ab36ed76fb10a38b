import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

import { allowConsoleErrors, expect, test } from "./fixtures";

const PAGES = [
  "/",
  "/about",
  "/skills",
  "/resume",
  "/portfolio",
  "/contact",
  "/no-such-page",
];
const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** axe-core's WCAG 2.1 A and AA violations on the page as it is now, one line each. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}

test.describe("with reduced motion, so every element is in its final place", () => {
  test.use({ reducedMotion: "reduce" });

  for (const path of PAGES) {
    test(`no axe violations on ${path}`, async ({ page, consoleErrors }) => {
      await page.goto(path);
      expect(await violations(page)).toEqual([]);
      allowConsoleErrors(consoleErrors, /status of 404/);
    });
  }
});

test(
  "no axe violations with the phone menu open",
  { tag: "@phone" },
  async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await violations(page)).toEqual([]);
  },
);

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/skills");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});

// A keystroke can arrive while the page is still starting up; it must never break the page.
// The window is a few milliseconds wide, so the test tries it on several fresh loads.
test("using the skip link as the page appears raises no error", async ({
  page,
}) => {
  for (let load = 0; load < 8; load++) {
    await page.goto("/about", { waitUntil: "domcontentloaded" });
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  }
});

test("keyboard focus is always visible as an accent outline", async ({
  page,
}) => {
  await page.goto("/portfolio");
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement;
      const style = getComputedStyle(element);
      return {
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
      };
    });
    expect(outline.style).not.toBe("none");
    expect(outline.width).toBeGreaterThanOrEqual(2);
  }
});
