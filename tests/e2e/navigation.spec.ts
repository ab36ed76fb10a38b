import type { Page } from "@playwright/test";

import { allowConsoleErrors, expect, test } from "./fixtures";
import { DOCUMENTS, gotoAnswering, horizontalOverflow } from "./page-helpers";

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

/** Whether the phone's menu is open: its links are a popover. */
const menuOpen = (page: Page) =>
  page.locator("#site-menu").evaluate((menu) => menu.matches(":popover-open"));

test.describe("on a phone", { tag: "@phone" }, () => {
  test("the menu button opens the menu at once, which is closed on the page a link leads to", async ({
    page,
  }) => {
    // No wait for the page's script: the menu needs none.
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const about = nav.getByRole("link", { name: "ABOUT ME" });
    await expect(about).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(
      page.getByRole("button", { name: "Close menu" }),
    ).toBeVisible();
    expect(await menuOpen(page)).toBe(true);
    await expect(about).toBeVisible();

    await about.click();
    await expect(page).toHaveURL("/about");
    await expect(about).toBeHidden();
    expect(await menuOpen(page)).toBe(false);
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  });

  test("the close icon, Escape and a tap elsewhere close the menu again", async ({
    page,
  }) => {
    await page.goto("/skills");
    const open = page.getByRole("button", { name: "Open menu" });
    await open.click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("link", { name: "SKILLS" })).toBeHidden();

    await open.click();
    await page.keyboard.press("Escape");
    expect(await menuOpen(page)).toBe(false);

    await open.click();
    // A tap on the page below the open menu.
    const { width, height } = page.viewportSize()!;
    await page.mouse.click(width / 2, height - 10);
    expect(await menuOpen(page)).toBe(false);
  });

  test("on phones of every size, nothing scrolls sideways and the gear covers nothing", async ({
    page,
    consoleErrors,
  }) => {
    for (const width of [320, 375, 414]) {
      await page.setViewportSize({ width, height: 740 });
      for (const path of DOCUMENTS) {
        await gotoAnswering(page, path);
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
    "every link is reachable, on any screen: on a phone the menu opens without a script",
    { tag: "@both" },
    async ({ page, isMobile }) => {
      await page.goto("/");
      const button = page.getByRole("button", { name: "Open menu" });
      if (isMobile) await button.click();
      else await expect(button).toBeHidden();
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
