import type { Page } from "@playwright/test";

import { DEFAULT_LANGUAGE, languageAt } from "../../app/words/language";

import { allowConsoleErrors, expect, test } from "./fixtures";
import {
  animationsSettled,
  firstLoadScripts,
  gotoAnswering,
  painted,
  rgb,
  DOCUMENTS,
  START,
  STARTING_SCHEME,
  SWATCH,
} from "./page-helpers";

// The particles and the entries' motion are part of what this suite checks (the others run
// with reduced motion, playwright.config.ts).
test.use({ reducedMotion: "no-preference" });

/** The gear: the summary of the panel's disclosure, with or without JavaScript. */
const gear = (page: Page) => page.locator("summary.accent-gear");
const panel = (page: Page) => page.locator("details.accent-switcher");

/** The starting accent as it is painted in the scheme a visit starts in. */
const START_PAINTED = painted(START);

/** The swatch's button, and its colour as painted. */
const SWATCH_NAME = new RegExp(`^${SWATCH.colour} `);
const SWATCH_PAINTED = painted(SWATCH.hex);

/** The accent the page paints with, whichever way it came: default, script or stylesheet. */
function rootAccent(page: Page) {
  return page.evaluate(() =>
    getComputedStyle(document.documentElement)
      .getPropertyValue("--main-color")
      .trim(),
  );
}

function headingColour(page: Page) {
  return page
    .getByRole("heading", { level: 1 })
    .evaluate((heading) => getComputedStyle(heading).color);
}

/** The accent the switcher has kept in its cookie, as it does once choosing stops. */
async function keptAccent(page: Page) {
  const cookie = (await page.context().cookies()).find(
    (c) => c.name === "accent",
  );
  return cookie ? `#${cookie.value.split(".")[0]}` : null;
}

async function kept(page: Page, accent: string) {
  await expect.poll(() => keptAccent(page)).toBe(accent);
}

/** Opens the switcher with the mouse (or a tap) and waits for the full picker, slid out. */
async function openSwitcher(page: Page) {
  await expect(panel(page)).not.toHaveAttribute("open");
  await gear(page).click();
  await expect(page.getByRole("textbox", { name: "Hex" })).toBeVisible();
  await animationsSettled(page);
}

/** Every colour the page paints anything in, as computed by the browser. */
function paintedColours(page: Page) {
  return page.evaluate(() => {
    const colours = new Set<string>();
    for (const element of document.querySelectorAll("body *")) {
      const style = getComputedStyle(element);
      for (const property of [
        "color",
        "background-color",
        "border-bottom-color",
        "fill",
        "stroke",
      ])
        colours.add(style.getPropertyValue(property));
    }
    return [...colours];
  });
}

test("every visit starts with the owner's starting accent", async ({
  page,
}) => {
  await page.goto("/");
  expect(await rootAccent(page)).toBe(START);
  expect(await headingColour(page)).toBe(START_PAINTED);
});

test("the gear is closed at first, turns, and opens the sketch picker with its fifteen swatches", async ({
  page,
}) => {
  await page.goto("/about");
  await expect(gear(page)).toHaveAccessibleName("Colours");
  await expect(panel(page)).not.toHaveAttribute("open");
  await expect(page.getByRole("button", { name: /^Red / })).toBeHidden();
  expect(
    await gear(page)
      .locator("svg")
      .evaluate((icon) => getComputedStyle(icon).animationName),
  ).toBe("spin");

  await openSwitcher(page);
  const swatches = page
    .locator(".accent-panel .accent-swatches")
    .getByRole("button");
  // Each is named by its colour, then its value, in the sketch picker's order.
  expect(
    await swatches.evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute("aria-label")),
    ),
  ).toEqual([
    "Red (#D0021B)",
    "Orange (#F5A623)",
    "Yellow (#F8E71C)",
    "Brown (#8B572A)",
    "Green (#7ED321)",
    "Dark green (#417505)",
    "Magenta (#BD10E0)",
    "Purple (#9013FE)",
    "Blue (#4A90E2)",
    "Turquoise (#50E3C2)",
    "Light green (#B8E986)",
    "Black (#000000)",
    "Dark grey (#4A4A4A)",
    "Grey (#9B9B9B)",
    "White (#FFFFFF)",
  ]);
  for (const field of ["Hex", /^R /, /^G /, /^B /, /^A /])
    await expect(page.getByRole("textbox", { name: field })).toBeVisible();
  for (const slider of ["Color", "Hue", "Alpha"])
    await expect(page.getByRole("slider", { name: slider })).toBeVisible();

  await gear(page).click();
  await expect(panel(page)).not.toHaveAttribute("open");
  await expect(page.getByRole("button", { name: /^Red / })).toBeHidden();
});

test("a swatch paints every accent-coloured thing at once, offline too, and is marked as chosen", async ({
  page,
  context,
}) => {
  await page.goto("/skills");
  expect(await paintedColours(page)).toContain(START_PAINTED);
  await openSwitcher(page);
  // Choosing needs no server: the colour is kept in the browser.
  await context.setOffline(true);
  await page.getByRole("button", { name: SWATCH_NAME }).click();
  await expect.poll(() => rootAccent(page)).toBe(SWATCH.hex);
  await animationsSettled(page);
  const after = await paintedColours(page);
  expect(after).not.toContain(START_PAINTED);
  expect(after).toContain(SWATCH_PAINTED);
  await expect(page.getByRole("button", { name: SWATCH_NAME })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await context.setOffline(false);
  await page.reload();
  expect(await headingColour(page)).toBe(SWATCH_PAINTED);
  // Once the page runs, the switcher knows the kept colour again.
  await openSwitcher(page);
  await expect(page.getByRole("button", { name: SWATCH_NAME })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("a colour typed in the Hex field is on every page and the 404 from the first paint, and after reload", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/");
  await openSwitcher(page);
  await page.getByRole("textbox", { name: "Hex" }).fill("c0ffee");
  await expect.poll(() => rootAccent(page)).toBe("#c0ffee");
  await kept(page, "#c0ffee");

  // A page from another link, with its scripts never run: the accent is painted before them.
  const scripts = /\/build\/.*\.js$/;
  await page.route(scripts, (route) => route.abort());
  for (const path of DOCUMENTS) {
    await page.goto(path);
    expect(await headingColour(page), path).toBe(painted("#c0ffee"));
  }
  await page.unroute(scripts);
  // And with them: a link followed in the page, a reload.
  await gotoAnswering(page, "/");
  await page.getByRole("link", { name: "Hire Me" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Contact Me" }),
  ).toHaveCSS("color", painted("#c0ffee"));
  await page.reload();
  expect(await headingColour(page)).toBe(painted("#c0ffee"));
  allowConsoleErrors(consoleErrors, /status of 404|ERR_FAILED/);
});

test("a colour the page could not be read in is painted so it can, but kept as the chosen accent", async ({
  page,
}) => {
  // Black on the dark scheme, white on the light one.
  const [name, hex] =
    STARTING_SCHEME === "dark"
      ? [/^Black /, "#000000"]
      : [/^White /, "#ffffff"];
  await page.goto("/skills");
  await openSwitcher(page);
  await page.getByRole("button", { name }).click();
  await expect.poll(() => rootAccent(page)).toBe(hex);
  expect(await headingColour(page)).not.toBe(rgb(hex));
  expect(await headingColour(page)).toBe(painted(hex));
  await page.reload();
  expect(await rootAccent(page)).toBe(hex);
  expect(await headingColour(page)).toBe(painted(hex));
});

test("only a valid hex colour typed in the Hex field is taken", async ({
  page,
}) => {
  await page.goto("/");
  await openSwitcher(page);
  const hex = page.getByRole("textbox", { name: "Hex" });
  for (const typed of ["zzzzzz", "12345", "#12", "red"]) {
    await hex.fill(typed);
    await page.waitForTimeout(150);
    expect(await rootAccent(page), typed).toBe(START);
  }
  await hex.fill("4a90e2");
  await expect.poll(() => rootAccent(page)).toBe("#4a90e2");
  // Leaving the field shows the colour in use again.
  await hex.fill("nonsense");
  await hex.blur();
  await expect(hex).toHaveValue("4a90e2");
});

test("the alpha field is clamped to 0-100 and a translucent accent keeps its alpha", async ({
  page,
}) => {
  await page.goto("/");
  await openSwitcher(page);
  const alpha = page.getByRole("textbox", { name: /^A / });
  await alpha.fill("250");
  await alpha.blur();
  await expect(alpha).toHaveValue("100");
  await alpha.fill("-20");
  await expect.poll(() => rootAccent(page)).toBe(`${START.slice(0, 7)}00`);
  await alpha.fill("50");
  await expect.poll(() => rootAccent(page)).toBe(`${START.slice(0, 7)}80`);
  await kept(page, `${START.slice(0, 7)}80`);
  await page.reload();
  expect(await rootAccent(page)).toBe(`${START.slice(0, 7)}80`);
});

test("dragging on the colour area previews the accent and keeps where it stops", async ({
  page,
}) => {
  await page.goto("/portfolio");
  await openSwitcher(page);
  const area = page.getByRole("slider", { name: "Color" });
  const box = (await area.boundingBox())!;
  await page.mouse.move(box.x + box.width - 2, box.y + 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, {
    steps: 10,
  });
  expect(await rootAccent(page)).not.toBe(START);
  await page.mouse.up();
  // Once the visitor has stopped for a moment, the colour on show is the one kept.
  await expect
    .poll(async () => (await keptAccent(page)) === (await rootAccent(page)))
    .toBe(true);
  const final = await rootAccent(page);
  await page.reload();
  expect(await rootAccent(page)).toBe(final);
});

test("the keyboard alone opens the panel, chooses a swatch and closes it", async ({
  page,
}) => {
  await gotoAnswering(page, "/about");
  await expect(gear(page)).toBeVisible();
  for (
    let i = 0;
    i < 20 &&
    !(await gear(page).evaluate((el) => el === document.activeElement));
    i++
  )
    await page.keyboard.press("Tab");
  await expect(gear(page)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(panel(page)).toHaveAttribute("open");
  await expect(gear(page)).toBeFocused();

  const purple = page.getByRole("button", { name: /^Purple / });
  for (
    let i = 0;
    i < 30 && !(await purple.evaluate((el) => el === document.activeElement));
    i++
  )
    await page.keyboard.press("Tab");
  await expect(purple).toBeFocused();
  await page.keyboard.press("Enter");
  await expect.poll(() => rootAccent(page)).toBe("#9013fe");

  await page.keyboard.press("Escape");
  await expect(panel(page)).not.toHaveAttribute("open");
  await expect(gear(page)).toBeFocused();
  await expect(purple).toBeHidden();
});

test("the picker's script is fetched only when the visitor first reaches for the gear", async ({
  page,
  request,
}) => {
  for (const { url, source } of await firstLoadScripts(request, "/"))
    expect(source, url).not.toContain("react-colorful__saturation");
  const pickers: string[] = [];
  page.on("request", (asked) => {
    if (/picker-island-[^/]+\.js$/.test(asked.url())) pickers.push(asked.url());
  });
  await gotoAnswering(page, "/");
  // Not before: the page has loaded, and its script runs.
  await page.waitForLoadState("load");
  expect(pickers).toEqual([]);
  const pickerLoaded = page.waitForResponse(/picker-island-[^/]+\.js$/);
  await gear(page).click();
  await pickerLoaded;
  await expect(page.getByRole("textbox", { name: "Hex" })).toBeVisible();
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the gear stands still", async ({ page }) => {
    await page.goto("/");
    expect(
      await gear(page)
        .locator("svg")
        .evaluate((icon) => getComputedStyle(icon).animationName),
    ).toBe("none");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a swatch sets the accent, back on the same page, and every page and the 404 show it", async ({
    page,
    consoleErrors,
  }) => {
    // A page in the default language, whose words name the gear and the swatch.
    const start = DOCUMENTS.filter(
      (path) => languageAt(path) === DEFAULT_LANGUAGE,
    ).at(-2)!;
    await page.goto(start);
    expect(await rootAccent(page)).toBe(START);
    // Without JavaScript the gear is the summary of a native disclosure.
    await page.getByLabel("Colours", { exact: true }).click();
    await page.getByRole("button", { name: SWATCH_NAME }).click();
    await expect(page).toHaveURL(start);
    for (const path of DOCUMENTS) {
      await page.goto(path);
      expect(await headingColour(page), path).toBe(SWATCH_PAINTED);
    }
    await page.reload();
    expect(await headingColour(page)).toBe(SWATCH_PAINTED);
    allowConsoleErrors(consoleErrors, /status of 404/);
  });
});

test("the colours' first address still keeps a choice and answers its stylesheet, for pages cached before it moved", async ({
  request,
}) => {
  const kept = await request.post("/resources/accent", {
    form: { accent: SWATCH.hex, redirectTo: "/about" },
    maxRedirects: 0,
  });
  expect(kept.status()).toBe(303);
  expect(kept.headers().location).toBe("/about");
  const cookie = kept.headers()["set-cookie"]!.split(";")[0]!;
  expect(cookie).toMatch(new RegExp(`^accent=${SWATCH.hex.slice(1)}\\.`));
  const stylesheet = await request.get("/resources/accent", {
    headers: { Cookie: cookie },
  });
  expect(stylesheet.headers()["content-type"]).toBe("text/css; charset=utf-8");
  expect(await stylesheet.text()).toContain(SWATCH.hex);
});
