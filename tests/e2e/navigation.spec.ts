import type { Page } from "@playwright/test";

import { allowConsoleErrors, expect, test } from "./fixtures";
import { DOCUMENTS, gotoHydrated, horizontalOverflow } from "./page-helpers";

// The particles and the entries' motion are part of what this suite checks (the others run
// with reduced motion, playwright.config.ts).
test.use({ reducedMotion: "no-preference" });

const PAGES = [
  ["HOME", "/"],
  ["ABOUT ME", "/about"],
  ["SKILLS", "/skills"],
  ["RESUME", "/resume"],
  ["PORTFOLIO", "/portfolio"],
  ["CONTACT", "/contact"],
] as const;

test.describe("on a desktop", () => {
  test("the six links lead to their pages and mark the current one", async ({
    page,
  }) => {
    await page.goto("/contact");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
    for (const [label, path] of PAGES) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(
        nav.getByRole("link", { name: label, exact: true }),
      ).toHaveAttribute("aria-current", "page");
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    }
  });

  test("the logo leads home", async ({ page }) => {
    await page.goto("/skills");
    await page.getByRole("link", { name: /, home$/ }).click();
    await expect(page).toHaveURL("/");
  });
});

test.describe("on a phone", { tag: "@phone" }, () => {
  test("the menu button opens the menu, which closes after a link is chosen", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const about = nav.getByRole("link", { name: "ABOUT ME" });
    await expect(about).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(
      page.getByRole("button", { name: "Close menu" }),
    ).toHaveAttribute("aria-expanded", "true");
    await expect(about).toBeVisible();

    await about.click();
    await expect(page).toHaveURL("/about");
    await expect(about).toBeHidden();
    await expect(
      page.getByRole("button", { name: "Open menu" }),
    ).toHaveAttribute("aria-expanded", "false");
  });

  test("the close icon closes the menu again", async ({ page }) => {
    await gotoHydrated(page, "/skills");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("link", { name: "SKILLS" })).toBeHidden();
  });

  test("on phones of every size, nothing scrolls sideways and the gear covers nothing", async ({
    page,
    consoleErrors,
  }) => {
    for (const width of [320, 375, 414]) {
      await page.setViewportSize({ width, height: 740 });
      for (const path of DOCUMENTS) {
        await gotoHydrated(page, path);
        const where = `${path} at ${width} px`;
        expect(await horizontalOverflow(page), where).toBeLessThanOrEqual(0);
        expect(await coveredByGear(page), where).toEqual([]);
      }
    }
    allowConsoleErrors(consoleErrors, /status of 404/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "every link is reachable, on any screen",
    { tag: "@both" },
    async ({ page }) => {
      await page.goto("/");
      await expect(
        page.getByRole("button", { name: "Open menu" }),
      ).toBeHidden();
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const [label, path] of PAGES) {
        await expect(
          nav.getByRole("link", { name: label, exact: true }),
        ).toBeVisible();
        await expect(
          nav.getByRole("link", { name: label, exact: true }),
        ).toHaveAttribute("href", path);
      }
      await nav.getByRole("link", { name: "RESUME" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "My Resume",
      );
    },
  );

  test(
    "on a phone the links leave room for the page and scroll away with it",
    { tag: "@phone" },
    async ({ page }) => {
      await page.goto("/contact");
      const nav = page.getByRole("navigation", { name: "Main" });
      // Six links in rows, not a column of six: the bar stays under a quarter of the screen.
      const navBox = (await nav.boundingBox())!;
      expect(navBox.height).toBeLessThan(page.viewportSize()!.height / 4);
      await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();

      // Nothing held at the top covers the page once the visitor reads on.
      await page
        .getByRole("button", { name: "Send Message" })
        .scrollIntoViewIfNeeded();
      await expect(nav).not.toBeInViewport();
    },
  );
});

/**
 * The text, controls and pictures the closed accent gear covers, by their boxes on the screen:
 * any element with text of its own, a link, a button, a field, an image or an icon.
 */
function coveredByGear(page: Page) {
  return page.evaluate(() => {
    const gear = document
      .querySelector(".accent-gear")!
      .getBoundingClientRect();
    const switcher = document.querySelector(".accent-switcher")!;
    const shown = (element: Element) =>
      [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim(),
      ) || element.matches("a, button, input, textarea, img, svg, summary");
    return [...document.body.querySelectorAll("*")]
      .filter((element) => !switcher.contains(element) && shown(element))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return (
          box.width > 0 &&
          box.height > 0 &&
          box.left < gear.right &&
          box.right > gear.left &&
          box.top < gear.bottom &&
          box.bottom > gear.top &&
          getComputedStyle(element).visibility !== "hidden"
        );
      })
      .map(
        (element) =>
          `${element.tagName} ${element.textContent?.trim().slice(0, 30)}`,
      );
  });
}
