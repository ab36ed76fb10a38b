import { profile } from "../../app/content/profile";
import { allowConsoleErrors, expect, test } from "./fixtures";
import { firstLoadScripts, SITE_PATHS } from "./page-helpers";

// The particles and the entries' motion are part of what this suite checks (the others run
// with reduced motion, playwright.config.ts).
test.use({ reducedMotion: "no-preference" });

const PARTICLES = "#particles-background canvas";

test("greets with the owner's name and title and offers Hire Me", async ({
  page,
}) => {
  await page.goto("/");
  const greeting = page.getByRole("heading", { level: 1 });
  await expect(greeting).toContainText(`Hello, I'm ${profile.name}`);
  await expect(greeting).toContainText(profile.jobTitle);
  await page.getByRole("link", { name: "Hire Me" }).click();
  await expect(page).toHaveURL("/contact");
});

test("the Hire Me button slides up after 2.5 s over 1.5 s", async ({
  page,
}) => {
  await page.goto("/");
  const animation = await page
    .getByRole("link", { name: "Hire Me" })
    .evaluate((element) => {
      const style = getComputedStyle(element);
      return [
        style.animationName,
        style.animationDelay,
        style.animationDuration,
      ];
    });
  expect(animation).toEqual(["slide-up", "2.5s", "1.5s"]);
});

test("the particle field appears on the home page, and on no other page", async ({
  page,
}) => {
  await page.goto("/");
  await expect(page.locator(PARTICLES)).toHaveCount(1);
  for (const path of SITE_PATHS.filter((path) => path !== "/")) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator(PARTICLES)).toHaveCount(0);
  }
});

test("the particle field leaves when the visitor moves on", async ({
  page,
  isMobile,
}) => {
  await page.goto("/");
  await expect(page.locator(PARTICLES)).toHaveCount(1);
  if (isMobile) await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("link", { name: "SKILLS" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Skills");
  await expect(page.locator(PARTICLES)).toHaveCount(0);
});

test("the particle engine is not part of the first JavaScript", async ({
  page,
  request,
}) => {
  const scripts = await firstLoadScripts(request, "/");
  expect(scripts.length).toBeGreaterThan(0);
  for (const { url, source } of scripts) {
    expect(source, url).not.toContain("checkVersion");
  }

  // ...and it does arrive later, once the page has loaded.
  await page.goto("/");
  await expect(page.locator(PARTICLES)).toHaveCount(1);
  const [asked, loaded] = await page.evaluate(() => [
    performance
      .getEntriesByType("resource")
      .find((entry) => /particles-island-[^/]+\.js$/.test(entry.name))!
      .startTime,
    (
      performance.getEntriesByType(
        "navigation",
      )[0] as PerformanceNavigationTiming
    ).loadEventStart,
  ]);
  expect(asked).toBeGreaterThanOrEqual(loaded!);
});

test("a visitor who asks to save data is sent no particles", async ({
  page,
}) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, "connection", {
      value: { saveData: true },
    }),
  );
  const engines: string[] = [];
  page.on("request", (asked) => {
    if (/particles-island-/.test(asked.url())) engines.push(asked.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  await expect(page.locator(PARTICLES)).toHaveCount(0);
  expect(engines).toEqual([]);
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("there are no particles and the greeting and button show at once", async ({
    page,
  }) => {
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await expect(page.locator(PARTICLES)).toHaveCount(0);
    const button = page.getByRole("link", { name: "Hire Me" });
    expect(
      await button.evaluate(
        (element) => getComputedStyle(element).animationName,
      ),
    ).toBe("none");
    await expect(button).toBeVisible();
  });
});

test.describe("when the particle engine cannot be loaded", () => {
  test("the home page carries on without it", async ({
    page,
    consoleErrors,
  }) => {
    await page.route(/particles-island-[^/]+\.js$/, (route) => route.abort());
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await expect(page.locator(PARTICLES)).toHaveCount(0);
    await page.getByRole("link", { name: "Hire Me" }).click();
    await expect(page).toHaveURL("/contact");
    // The aborted request itself is reported by the browser; nothing else may go wrong.
    allowConsoleErrors(consoleErrors, /Failed to load resource/);
  });
});

test("the particle field's arrival moves nothing on the page", async ({
  page,
}) => {
  // Hold the engine back until the page has been measured without it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/particles-island-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  const heading = page.getByRole("heading", { level: 1 });
  const before = await heading.boundingBox();
  release();
  await expect(page.locator(PARTICLES)).toHaveCount(1);
  expect(await heading.boundingBox()).toEqual(before);
});
