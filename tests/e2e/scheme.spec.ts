// Light, dark or the visitor's system: the scheme a visitor chose is on the page from its first
// frame, with JavaScript or without, and a choice made in the gear's panel holds on every page
// from then on. The pages themselves stay the same for everyone (server.spec.ts).
import { appendFileSync, rmSync } from "node:fs";
import path from "node:path";

import type { BrowserContext, Page } from "@playwright/test";
import sharp from "sharp";

import { theme } from "../../app/content/theme";
import {
  composite,
  formatHex,
  legibleAccent,
  parseHex,
} from "../../app/colors/color";

import { allowConsoleErrors, expect, test } from "./fixtures";
import {
  BACKGROUND,
  gotoAnswering,
  scriptAnswers,
  startingBackground,
} from "./page-helpers";
import { copyProject, run } from "./project-copy";
import { startServer } from "./server-process";
import type { ServerProcess } from "./server-process";
import { E2E_PORT } from "./site-url";

// The particles and the entries' motion are part of what this suite checks (the others run
// with reduced motion, playwright.config.ts).
test.use({ reducedMotion: "no-preference" });

const GEAR = { name: "Colours" } as const;

const choice = (page: Page, name: "System" | "Light" | "Dark") =>
  page.getByRole("button", { name, exact: true });

async function choose(
  context: BrowserContext,
  baseURL: string,
  scheme: string,
) {
  await context.addCookies([{ name: "scheme", value: scheme, url: baseURL }]);
}

/**
 * The page's background in its first frame, and once it has settled. With JavaScript, the site's
 * own scripts are held back until the first paint, so only what the page paints before them (its
 * styles and the fixed script at its top) can be seen then. Without it, nothing but styles ever
 * paints the page: what settles is what the first frame had.
 */
async function firstFrame(page: Page, path: string, javaScript: boolean) {
  const background = () =>
    page
      .locator("html")
      .evaluate((root) => getComputedStyle(root).backgroundColor);
  if (!javaScript) {
    await page.goto(path);
    const settled = await background();
    return { first: settled, settled };
  }
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/**/*.js", async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path, { waitUntil: "commit" });
  await page.waitForFunction(
    () => performance.getEntriesByName("first-contentful-paint").length > 0,
  );
  const first = await background();
  release();
  await scriptAnswers(page);
  await page.unroute("**/assets/**/*.js");
  return { first, settled: await background() };
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    // At a desktop's size alone: the scheme comes from the cookie and the system's preference,
    // whatever the screen. On a phone, the panel's plain form is checked below.
    test("the first frame has the scheme the visitor chose, or the owner's, the 404 page too", async ({
      page,
      context,
      baseURL,
      consoleErrors,
    }) => {
      // Each choice where the system prefers the other scheme, and none, each way.
      const visits = [
        ["light", null, startingBackground("light")],
        ["dark", null, startingBackground("dark")],
        ["dark", "light", BACKGROUND.light],
        ["light", "dark", BACKGROUND.dark],
        ["light", "system", BACKGROUND.light],
        ["dark", "system", BACKGROUND.dark],
      ] as const;
      for (const [system, scheme, expected] of visits) {
        await page.emulateMedia({ colorScheme: system });
        await context.clearCookies();
        if (scheme) await choose(context, baseURL!, scheme);
        const frame = await firstFrame(
          page,
          scheme === "light" ? "/no-such-page" : "/about",
          javaScriptEnabled,
        );
        expect(frame, `${scheme ?? "no choice"}, system ${system}`).toEqual({
          first: expected,
          settled: expected,
        });
      }
      // The 404 page is answered 404, which the browser reports.
      allowConsoleErrors(consoleErrors, /status of 404/);
    });
  });
}

test("choosing Light in the panel paints it at once, and it holds through a reload and on every page", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await gotoAnswering(page, "/skills");
  await page.getByRole("button", { ...GEAR, expanded: false }).click();
  await choice(page, "Light").click();
  await expect(choice(page, "Light")).toHaveAttribute("aria-pressed", "true");
  await expect(choice(page, "Dark")).toHaveAttribute("aria-pressed", "false");
  const html = page.locator("html");
  await expect(html).toHaveCSS("background-color", BACKGROUND.light);
  // Form controls and scrollbars follow: the browser is told the page is light.
  await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute(
    "content",
    "light",
  );
  await expect(html).toHaveCSS("color-scheme", "light");

  await page.reload();
  await expect(html).toHaveCSS("background-color", BACKGROUND.light);
  await page.getByRole("link", { name: "CONTACT" }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(html).toHaveCSS("background-color", BACKGROUND.light);
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveCSS(
    "background-color",
    "rgb(255, 255, 255)",
  );
});

/**
 * Whether the particle field shows particles in `accent`, read from the screen, since the field
 * draws off the page's thread: a particle's middle is the accent at the particles' opacity (0.6)
 * over the page's background, which no text or link is.
 */
async function particlesIn(page: Page, accent: string, background: string) {
  const drawn = parseHex(
    formatHex(
      composite({ ...parseHex(accent)!, a: 0.6 }, parseHex(background)!),
    ),
  )!;
  const { data, info } = await sharp(await page.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const near = (value: number, expected: number) =>
      Math.abs(value - expected) <= 2;
    if (
      near(data[i]!, drawn.r) &&
      near(data[i + 1]!, drawn.g) &&
      near(data[i + 2]!, drawn.b)
    )
      count++;
  }
  return count >= 10;
}

test("a visitor who chose System follows the system as it changes, the particles too", async ({
  page,
}) => {
  const html = page.locator("html");
  await page.emulateMedia({ colorScheme: "light" });
  await gotoAnswering(page, "/");
  await page.getByRole("button", { ...GEAR, expanded: false }).click();
  await choice(page, "System").click();
  await page.getByRole("button", { ...GEAR, expanded: true }).click();
  await expect(html).toHaveCSS("background-color", BACKGROUND.light);
  await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute(
    "content",
    "light dark",
  );
  const onLight = legibleAccent(theme.accent, "light");
  const onDark = legibleAccent(theme.accent, "dark");
  await expect
    .poll(() => particlesIn(page, onLight, "#f5f5f3"), { timeout: 10_000 })
    .toBe(true);

  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html).toHaveCSS("background-color", BACKGROUND.dark);
  // The field is drawn again, in the accent as the dark scheme paints it.
  await expect
    .poll(() => particlesIn(page, onDark, "#1d1d1d"), { timeout: 10_000 })
    .toBe(true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "the panel's plain form keeps the choice, and every page starts with it",
    { tag: "@both" },
    async ({ page }) => {
      const html = page.locator("html");
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto("/resume");
      await page.getByLabel("Colours", { exact: true }).click();
      await choice(page, "Light").click();
      await expect(page).toHaveURL(/\/resume$/);
      await expect(html).toHaveCSS("background-color", BACKGROUND.light);
      await expect(html).toHaveCSS("color-scheme", "light");
      await page.goto("/portfolio/2");
      await expect(html).toHaveCSS("background-color", BACKGROUND.light);
      await page.getByLabel("Colours", { exact: true }).click();
      await choice(page, "Dark").click();
      await expect(page).toHaveURL(/\/portfolio\/2$/);
      await expect(html).toHaveCSS("background-color", BACKGROUND.dark);
    },
  );
});

test.describe("an owner who starts visits in the visitor's system's scheme", () => {
  test.describe.configure({ mode: "serial" });
  const port = E2E_PORT + 23;
  let dir: string;
  let site: ServerProcess | undefined;

  test.beforeAll(async () => {
    // The hook's own limit: building the copy takes a while on a busy machine.
    test.setTimeout(120_000);
    dir = copyProject("owner-system-");
    appendFileSync(
      path.join(dir, "app/content/theme.ts"),
      'theme.scheme = "system";\n',
    );
    const build = await run("npm", ["run", "--silent", "build"], dir);
    expect(build.code, build.output).toBe(0);
    site = await startServer({ port, cwd: dir });
  });

  test.afterAll(async () => {
    await site?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  for (const javaScriptEnabled of [true, false])
    test(`the first frame follows the system ${javaScriptEnabled ? "with" : "without"} JavaScript, the browser's colours too`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      try {
        const page = await context.newPage();
        for (const system of ["light", "dark"] as const) {
          await page.emulateMedia({ colorScheme: system });
          expect(
            await firstFrame(page, `${site!.origin}/about`, javaScriptEnabled),
            system,
          ).toEqual({ first: BACKGROUND[system], settled: BACKGROUND[system] });
        }
        // The browser's own bar takes the accent as painted on each scheme, as the system says.
        const metas = await page.locator('meta[name="theme-color"]').all();
        expect(
          await Promise.all(
            metas.map(async (meta) => [
              await meta.getAttribute("media"),
              await meta.getAttribute("content"),
            ]),
          ),
        ).toEqual([
          ["(prefers-color-scheme: dark)", legibleAccent(theme.accent, "dark")],
          [
            "(prefers-color-scheme: light)",
            legibleAccent(theme.accent, "light"),
          ],
        ]);
        await expect(page.locator('meta[name="color-scheme"]')).toHaveAttribute(
          "content",
          "light dark",
        );
      } finally {
        await context.close();
      }
    });
});
