// Light, dark or the visitor's system: the scheme a visitor chose is on the page from its first
// frame, with JavaScript or without, and a choice made in the gear's panel holds on every page
// from then on. The pages themselves stay the same for everyone (server.spec.ts).
import type { BrowserContext, Page } from "@playwright/test";

import { theme } from "../../app/content/theme";
import { legibleAccent } from "../../app/utils/color";
import { schemeOf } from "../../app/utils/color-scheme";
import type { SchemeChoice } from "../../app/utils/color-scheme";

import { expect, test } from "./fixtures";
import { gotoHydrated } from "./page-helpers";

const BACKGROUND = { dark: "rgb(29, 29, 29)", light: "rgb(245, 245, 243)" };
const GEAR = { name: "Colours" } as const;

/** The background the owner's starting scheme gives, where the system prefers `system`. */
const starting = (system: "light" | "dark") =>
  BACKGROUND[schemeOf(theme.scheme as SchemeChoice, system === "light")];

async function choose(
  context: BrowserContext,
  baseURL: string,
  scheme: string,
) {
  await context.addCookies([{ name: "scheme", value: scheme, url: baseURL }]);
}

/**
 * The page's background in its first frame, and once it has settled: the site's own scripts are
 * held back until the first paint, so only what the page paints before them can be seen then.
 */
async function firstFrame(page: Page, path: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/build/**/*.js", async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForFunction(
    () => performance.getEntriesByName("first-contentful-paint").length > 0,
  );
  const first = await page.evaluate(
    () => getComputedStyle(document.documentElement).backgroundColor,
  );
  release();
  await page.waitForLoadState("load");
  const settled = await page.evaluate(
    () => getComputedStyle(document.documentElement).backgroundColor,
  );
  return { first, settled };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test(
      "the first frame has the scheme the visitor chose, or the owner's",
      { tag: "@both" },
      async ({ page, context, baseURL }) => {
        for (const system of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme: system });
          await context.clearCookies();
          const owner = await firstFrame(page, "/about");
          expect(owner, `no choice, system ${system}`).toEqual({
            first: starting(system),
            settled: starting(system),
          });
          for (const [scheme, expected] of [
            ["light", BACKGROUND.light],
            ["dark", BACKGROUND.dark],
            ["system", BACKGROUND[system]],
          ] as const) {
            await choose(context, baseURL!, scheme);
            const frame = await firstFrame(page, "/no-such-page");
            expect(frame, `${scheme}, system ${system}`).toEqual({
              first: expected,
              settled: expected,
            });
          }
        }
      },
    );
  });
}

test("choosing Light in the panel paints it at once, and it holds through a reload and on every page", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await gotoHydrated(page, "/skills");
  await page.getByRole("button", { ...GEAR, expanded: false }).click();
  const light = page.getByRole("button", { name: "Light" });
  await light.click();
  await expect(light).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("html")).toHaveCSS(
    "background-color",
    BACKGROUND.light,
  );
  // Form controls and scrollbars follow: the browser is told the page is light.
  await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute(
    "content",
    "light",
  );
  await expect(page.locator("html")).toHaveCSS("color-scheme", "light");

  await page.reload();
  await expect(page.locator("html")).toHaveCSS(
    "background-color",
    BACKGROUND.light,
  );
  await page.getByRole("link", { name: "CONTACT" }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator("html")).toHaveCSS(
    "background-color",
    BACKGROUND.light,
  );
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveCSS(
    "background-color",
    "rgb(255, 255, 255)",
  );
});

test("a visitor who chose System follows it as it changes, the particles too", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await gotoHydrated(page, "/");
  await page.getByRole("button", { ...GEAR, expanded: false }).click();
  await page.getByRole("button", { name: "System" }).click();
  await expect(page.locator("html")).toHaveCSS(
    "background-color",
    BACKGROUND.light,
  );
  await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute(
    "content",
    "light dark",
  );
  await expect
    .poll(() => particleColours(page))
    .toContain(legibleAccent(theme.accent, "light"));

  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html")).toHaveCSS(
    "background-color",
    BACKGROUND.dark,
  );
  // The field is drawn again, in the accent as the dark scheme paints it.
  await expect
    .poll(() => particleColours(page))
    .toContain(legibleAccent(theme.accent, "dark"));
  expect(await particleColours(page)).not.toContain(
    legibleAccent(theme.accent, "light"),
  );
});

/** The colours the particle field has drawn its particles in, as hex, from its canvas. */
function particleColours(page: Page) {
  return page.locator("canvas").evaluate((canvas: HTMLCanvasElement) => {
    const { data } = canvas
      .getContext("2d")!
      .getImageData(0, 0, canvas.width, canvas.height);
    const counts = new Map<string, number>();
    // A particle's middle is its colour at its opacity (0.6): links and edges are fainter.
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! < 140) continue;
      const hex = `#${[data[i]!, data[i + 1]!, data[i + 2]!].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
      counts.set(hex, (counts.get(hex) ?? 0) + 1);
    }
    return [...counts].filter(([, count]) => count >= 20).map(([hex]) => hex);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "the panel's plain form keeps the choice, and every page starts with it",
    { tag: "@both" },
    async ({ page }) => {
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto("/resume");
      await page.getByLabel("Colours", { exact: true }).click();
      await page.getByRole("button", { name: "Light" }).click();
      await expect(page).toHaveURL(/\/resume$/);
      await expect(page.locator("html")).toHaveCSS(
        "background-color",
        BACKGROUND.light,
      );
      await expect(page.locator("html")).toHaveCSS("color-scheme", "light");
      await page.goto("/portfolio?filter=2");
      await expect(page.locator("html")).toHaveCSS(
        "background-color",
        BACKGROUND.light,
      );
      await page.getByLabel("Colours", { exact: true }).click();
      await page.getByRole("button", { name: "Dark" }).click();
      await expect(page).toHaveURL(/\/portfolio\?filter=2$/);
      await expect(page.locator("html")).toHaveCSS(
        "background-color",
        BACKGROUND.dark,
      );
    },
  );
});
