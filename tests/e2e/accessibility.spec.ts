import type { Page } from "@playwright/test";

import { theme } from "../../app/content/theme";
import { choiceCookie } from "../../app/colors/choice-cookie";

import { axeViolations } from "./axe";
import { allowConsoleErrors, expect, test } from "./fixtures";
import {
  animationsSettled,
  gotoAnswering,
  SITE_PATHS,
  UNKNOWN_PATH,
} from "./page-helpers";

const PAGES = [...SITE_PATHS, UNKNOWN_PATH];

/** axe-core's WCAG 2.1 A and AA violations on the page as it is now, one line each. */
async function violations(page: Page) {
  // Judge the page as a visitor sees it once it has loaded: a form's answer is a new document,
  // whose fields can be there before its stylesheet is, and a link in the browser's own blue on
  // the page's dark ground is no contrast the site ever shows.
  await page.waitForLoadState("load");
  // Judge the page as it settles, not halfway through an entry animation.
  await animationsSettled(page);
  return axeViolations(page);
}

/** The accent cookie the site sets for `accent`, so a test can start in any colour. */
function accentCookie(accent: string, baseURL: string) {
  const line = choiceCookie("accent", accent, { secure: false })!;
  return {
    name: "accent",
    value: line.split(";")[0]!.split("=")[1]!,
    url: baseURL,
  };
}

test.describe("with reduced motion, so every element is in its final place", () => {
  test.use({ reducedMotion: "reduce" });

  // Every page in each scheme. A phone lays the pages out anew, but with the same markup: the
  // home page and the portfolio, the two that change most, are checked there too. The gear's
  // panel is the same on every page: it is checked open below, once in each scheme.
  for (const path of PAGES) {
    const tag = path === "/" || path === "/portfolio" ? ["@both"] : [];
    test(
      `no axe violations on ${path}, in either scheme`,
      { tag },
      async ({ page, context, baseURL, consoleErrors }) => {
        for (const scheme of ["dark", "light"]) {
          await context.addCookies([
            { name: "scheme", value: scheme, url: baseURL! },
          ]);
          await page.goto(path);
          expect(await violations(page), scheme).toEqual([]);
        }
        allowConsoleErrors(consoleErrors, /status of 404/);
      },
    );
  }

  test("no axe violations with the gear's panel open over a form's errors, in either scheme", async ({
    page,
    context,
    baseURL,
    consoleErrors,
  }) => {
    for (const scheme of ["dark", "light"]) {
      await context.addCookies([
        { name: "scheme", value: scheme, url: baseURL! },
      ]);
      await gotoAnswering(page, "/contact");
      // Each passes the browser's own checks; the server refuses them.
      await page.getByRole("textbox", { name: "Name" }).fill("   ");
      await page.getByRole("textbox", { name: "Email" }).fill("ann@example");
      await page.getByRole("textbox", { name: "Subject" }).fill("Hi");
      await page.getByRole("textbox", { name: "Message" }).fill("Hello");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("textbox", { name: "Name" })).toHaveAttribute(
        "aria-invalid",
        "true",
      );
      await page.locator("summary.accent-gear").click();
      await expect(page.getByRole("textbox", { name: "Hex" })).toBeVisible();
      expect(await violations(page), scheme).toEqual([]);
    }
    allowConsoleErrors(consoleErrors, /status of 400/);
  });

  test("no axe violations in either scheme with the lightest, the darkest and an in-between accent", async ({
    page,
    context,
    baseURL,
  }) => {
    for (const scheme of ["dark", "light"])
      for (const accent of ["#ffffff", "#000000", "#4a90e2"]) {
        await context.addCookies([
          accentCookie(accent, baseURL!),
          { name: "scheme", value: scheme, url: baseURL! },
        ]);
        await page.goto("/skills");
        expect(await violations(page), `${accent} on ${scheme}`).toEqual([]);
      }
  });

  test("nothing moves on any page and everything is visible at once", async ({
    page,
    consoleErrors,
  }) => {
    for (const path of PAGES) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const moving = await page.evaluate(() =>
        document.getAnimations().map((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return `${target?.className ?? "?"}: ${(animation as CSSAnimation).animationName}`;
        }),
      );
      expect(moving, path).toEqual([]);
      await expect(page.locator("canvas"), path).toHaveCount(0);
    }
    allowConsoleErrors(consoleErrors, /status of 404/);
  });
});

/**
 * Shows every page as a browser without JavaScript would: the server's HTML without its scripts,
 * and with its <noscript> styles in force. (axe itself needs JavaScript to run, so the browser
 * keeps it; the page's own scripts are what is taken away.)
 */
async function withoutPageScripts(page: Page) {
  await page.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document") return route.continue();
    const response = await route.fetch();
    const html = (await response.text())
      .replace(/<script\b[\s\S]*?<\/script>/g, "")
      .replace(/<\/?noscript>/g, "");
    await route.fulfill({ response, body: html });
  });
}

test.describe("as served to a browser without JavaScript", () => {
  test("no axe violations with the switcher's plain form open", async ({
    page,
  }) => {
    await withoutPageScripts(page);
    await page.goto("/skills");
    await page.getByLabel("Colours", { exact: true }).click();
    await expect(page.getByRole("button", { name: "#D0021B" })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test("no axe violations on the contact page after a send fails, succeeds, or is refused", async ({
    page,
    consoleErrors,
    unwritableStoreOrigin,
  }) => {
    await withoutPageScripts(page);
    const send = async (
      title: string,
      email = "ann@example.com",
      origin = "",
    ) => {
      await page.goto(`${origin}/contact`);
      await page.getByRole("textbox", { name: "Name" }).fill("Ann Example");
      await page.getByRole("textbox", { name: "Email" }).fill(email);
      await page.getByRole("textbox", { name: "Subject" }).fill(title);
      await page.getByRole("textbox", { name: "Message" }).fill("Hello");
      await page.getByRole("button", { name: "Send Message" }).click();
    };
    await send("Not kept", undefined, unwritableStoreOrigin);
    await expect(page.getByRole("alert")).toBeVisible();
    expect(await violations(page), "failed").toEqual([]);
    await send("Hello there");
    await expect(page.getByRole("status")).toBeVisible();
    expect(await violations(page), "sent").toEqual([]);
    await send("Hello again", "not-an-address@x");
    await expect(page.getByRole("textbox", { name: "Email" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(await violations(page), "refused").toEqual([]);
    // The failed and refused answers carry their status codes, which the browser reports.
    allowConsoleErrors(consoleErrors, /status of (400|503)/);
  });
});

test("no axe violations on the contact page after a send fails or succeeds", async ({
  page,
  consoleErrors,
  unwritableStoreOrigin,
}) => {
  page.on("dialog", (dialog) => dialog.accept());
  const form = page.locator("form.contact-form");
  for (const [origin, outcome] of [
    [unwritableStoreOrigin, /Failed to send/],
    ["", /Message sent successfully!/],
  ] as const) {
    await gotoAnswering(page, `${origin}/contact`);
    const title = "Hello there";
    await page.getByRole("textbox", { name: "Name" }).fill("Ann Example");
    await page.getByRole("textbox", { name: "Email" }).fill("ann@example.com");
    await page.getByRole("textbox", { name: "Subject" }).fill(title);
    await page.getByRole("textbox", { name: "Message" }).fill("Hello");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(form).toContainText(outcome);
    expect(await violations(page), title).toEqual([]);
  }
  allowConsoleErrors(consoleErrors, /status of 503/);
});

test(
  "no axe violations with the phone menu open",
  { tag: "@phone" },
  async ({ page }) => {
    await gotoAnswering(page, "/about");
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

test("keyboard focus is always visible, in a colour that stands out in every accent", async ({
  page,
  context,
  baseURL,
}) => {
  for (const accent of [theme.accent, "#000000"]) {
    await context.addCookies([accentCookie(accent, baseURL!)]);
    await page.goto("/portfolio");
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      const outline = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return {
          style: style.outlineStyle,
          width: parseFloat(style.outlineWidth),
          colour: style.outlineColor,
        };
      });
      expect(outline.style, accent).not.toBe("none");
      expect(outline.width, accent).toBeGreaterThanOrEqual(2);
      // Never the raw black on the dark page: the legible form of the accent.
      expect(outline.colour, accent).not.toBe("rgb(0, 0, 0)");
    }
  }
});
