import type { Page } from "@playwright/test";

import { allowConsoleErrors, expect, test } from "./fixtures";
import { animationsSettled, firstLoadScripts } from "./page-helpers";

const GEAR = { name: "Accent colour" } as const;

function rootAccent(page: Page) {
  return page.evaluate(() =>
    document.documentElement.style.getPropertyValue("--main-color").trim(),
  );
}

/** Waits for the switcher to have saved this accent (earlier saves may still be arriving). */
function savedAs(page: Page, accent: string) {
  return page.waitForResponse(
    (response) =>
      response.url().includes("/resources/accent") &&
      new URLSearchParams(response.request().postData() ?? "").get("accent") ===
        accent,
  );
}

/** Opens the switcher with the mouse (or a tap) and waits for the full picker, slid out. */
async function openSwitcher(page: Page) {
  const gear = page.getByRole("button", { ...GEAR, expanded: false });
  await gear.click();
  await expect(
    page.getByRole("button", { ...GEAR, expanded: true }),
  ).toBeVisible();
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
      ]) {
        colours.add(style.getPropertyValue(property));
      }
    }
    return [...colours];
  });
}

test("every visit starts with the default accent, #5dff40", async ({
  page,
}) => {
  await page.goto("/");
  expect(await rootAccent(page)).toBe("#5dff40");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveCSS("color", "rgb(93, 255, 64)");
});

test("the gear is closed at first, turns continuously, and toggles the panel", async ({
  page,
}) => {
  await page.goto("/about");
  const gear = page.getByRole("button", { ...GEAR, expanded: false });
  await expect(gear).toHaveAttribute("aria-controls", "accent-panel");
  await expect(page.getByRole("button", { name: "#D0021B" })).toBeHidden();
  expect(
    await gear
      .locator("svg")
      .evaluate((icon) => getComputedStyle(icon).animationName),
  ).toBe("spin");

  await gear.click();
  await expect(page.getByRole("button", { name: "#D0021B" })).toBeVisible();
  await page.getByRole("button", { ...GEAR, expanded: true }).click();
  await expect(page.getByRole("button", { name: "#D0021B" })).toBeHidden();
});

test("the panel offers the sketch picker's fifteen preset swatches, in order", async ({
  page,
}) => {
  await page.goto("/");
  await openSwitcher(page);
  const swatches = page.locator("#accent-panel").getByRole("button");
  await expect(swatches).toHaveText(Array(15).fill(""));
  const names = await swatches.evaluateAll((buttons) =>
    buttons.map((b) => b.getAttribute("aria-label")),
  );
  // Each is named by its colour, then its value.
  expect(names).toEqual([
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
  for (const field of ["Hex", /^R /, /^G /, /^B /, /^A /]) {
    await expect(page.getByRole("textbox", { name: field })).toBeVisible();
  }
  for (const slider of ["Color", "Hue", "Alpha"]) {
    await expect(page.getByRole("slider", { name: slider })).toBeVisible();
  }
});

test("a swatch changes the accent at once, before it is saved", async ({
  page,
}) => {
  await page.goto("/skills");
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/resources\/accent/, async (route) => {
    await held;
    await route.continue();
  });
  await openSwitcher(page);
  await page.getByRole("button", { name: "#F8E71C" }).click();
  await expect.poll(() => rootAccent(page)).toBe("#f8e71c");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCSS(
    "color",
    "rgb(248, 231, 28)",
  );

  const saved = page.waitForResponse(/\/resources\/accent/);
  release();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole("button", { name: "#F8E71C" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
});

test("no accent-coloured element keeps the old colour", async ({ page }) => {
  await page.goto("/skills");
  const before = await paintedColours(page);
  expect(before).toContain("rgb(93, 255, 64)");
  await openSwitcher(page);
  await page.getByRole("button", { name: "#4A90E2" }).click();
  await expect.poll(() => rootAccent(page)).toBe("#4a90e2");
  await animationsSettled(page);
  const after = await paintedColours(page);
  expect(after).not.toContain("rgb(93, 255, 64)");
  expect(after).toContain("rgb(74, 144, 226)");
});

test("the chosen accent comes back on reload and on other pages, from the server's HTML", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/resume");
  await openSwitcher(page);
  const saved = page.waitForResponse(/\/resources\/accent/);
  await page.getByRole("button", { name: "#D0021B" }).click();
  await saved;

  // The document as the server sends it already carries the accent: the first paint has it.
  for (const path of ["/resume", "/portfolio", "/no-such-page"]) {
    const response = await page.goto(path);
    const html = await response!.text();
    expect(html, path).toContain("--main-color:#d0021b");
    expect(await rootAccent(page)).toBe("#d0021b");
  }
  await page.reload();
  expect(await rootAccent(page)).toBe("#d0021b");
  // The browser reports the unknown page's 404 status; that is the point of it.
  allowConsoleErrors(consoleErrors, /status of 404/);
});

test("a colour the page could not be read in is lightened, but kept as the chosen accent", async ({
  page,
}) => {
  await page.goto("/skills");
  await openSwitcher(page);
  await page.getByRole("button", { name: "#000000" }).click();
  await expect.poll(() => rootAccent(page)).toBe("#000000");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).not.toHaveCSS("color", "rgb(0, 0, 0)");
});

test("only a valid hex colour typed in the Hex field is taken", async ({
  page,
}) => {
  await page.goto("/");
  await openSwitcher(page);
  const hex = page.getByRole("textbox", { name: "Hex" });
  for (const typed of ["zzzzzz", "12345", "#12", "red"]) {
    await hex.fill(typed);
    await page.waitForTimeout(200);
    expect(await rootAccent(page), typed).toBe("#5dff40");
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
  await alpha.fill("50");
  await expect.poll(() => rootAccent(page)).toBe("#5dff4080");
  await alpha.fill("250");
  await expect.poll(() => rootAccent(page)).toBe("#5dff40");
  await alpha.blur();
  await expect(alpha).toHaveValue("100");
  await alpha.fill("-20");
  await expect.poll(() => rootAccent(page)).toBe("#5dff4000");

  // The translucent choice is saved like any other.
  const saved = savedAs(page, "#5dff4080");
  await alpha.fill("50");
  await saved;
  await page.reload();
  expect(await rootAccent(page)).toBe("#5dff4080");
});

test("a choice made while another is being saved waits for it, so the last choice is kept", async ({
  page,
}) => {
  await page.goto("/");
  await openSwitcher(page);
  // The first save is held on its way until the test lets it go.
  const sent: Array<string | null> = [];
  let letFirstGo = () => {};
  const firstHeld = new Promise<void>((resolve) => (letFirstGo = resolve));
  await page.route("**/resources/accent*", async (route) => {
    const body = new URLSearchParams(route.request().postData() ?? "");
    sent.push(body.get("accent"));
    if (sent.length === 1) await firstHeld;
    await route.continue();
  });

  await page.getByRole("button", { name: /^Red / }).click();
  await expect.poll(() => sent).toEqual(["#d0021b"]);
  await page.getByRole("button", { name: /^Orange / }).click();
  await page.getByRole("button", { name: /^Blue / }).click();
  // The page shows the latest choice at once, but sends nothing while the first save is out.
  await expect.poll(() => rootAccent(page)).toBe("#4a90e2");
  await page.waitForTimeout(300);
  expect(sent).toEqual(["#d0021b"]);

  const lastSaved = savedAs(page, "#4a90e2");
  letFirstGo();
  await lastSaved;
  // Orange was overtaken while it waited, so it is never sent.
  expect(sent).toEqual(["#d0021b", "#4a90e2"]);
  await page.reload();
  expect(await rootAccent(page)).toBe("#4a90e2");
});

test("a save lost while offline keeps the page and the colour, and choosing again saves it", async ({
  page,
  context,
  consoleErrors,
}) => {
  await page.goto("/about");
  await openSwitcher(page);
  await context.setOffline(true);
  const lost = page.waitForEvent("requestfailed");
  await page.getByRole("button", { name: /^Red / }).click();
  await lost;
  await page.waitForTimeout(300);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Me");
  expect(await rootAccent(page)).toBe("#d0021b");

  await context.setOffline(false);
  const saved = savedAs(page, "#d0021b");
  await page.getByRole("button", { name: /^Red / }).click();
  await saved;
  await page.reload();
  expect(await rootAccent(page)).toBe("#d0021b");
  allowConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED/);
});

test("dragging on the colour area previews the accent and saves where it stops", async ({
  page,
}) => {
  const saves: string[] = [];
  page.on("response", (response) => {
    if (!response.url().includes("/resources/accent")) return;
    saves.push(
      new URLSearchParams(response.request().postData() ?? "").get("accent") ??
        "",
    );
  });
  await page.goto("/portfolio");
  await openSwitcher(page);
  const area = page.getByRole("slider", { name: "Color" });
  const box = (await area.boundingBox())!;
  await page.mouse.move(box.x + box.width - 2, box.y + 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, {
    steps: 10,
  });
  expect(await rootAccent(page)).not.toBe("#5dff40");
  await page.mouse.up();

  // Once the visitor stops, the colour on show is the one saved.
  await expect
    .poll(
      async () => saves.length > 0 && saves.at(-1) === (await rootAccent(page)),
    )
    .toBe(true);
  const final = await rootAccent(page);
  await page.reload();
  expect(await rootAccent(page)).toBe(final);
});

test("the keyboard alone opens the panel, chooses a swatch and closes it", async ({
  page,
}) => {
  await page.goto("/about");
  const gear = page.getByRole("button", { ...GEAR, expanded: false });
  await expect(gear).toBeVisible();
  for (
    let i = 0;
    i < 20 && !(await gear.evaluate((el) => el === document.activeElement));
    i++
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(gear).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("button", { ...GEAR, expanded: true }),
  ).toBeFocused();

  const purple = page.getByRole("button", { name: "#9013FE" });
  for (
    let i = 0;
    i < 30 && !(await purple.evaluate((el) => el === document.activeElement));
    i++
  ) {
    await page.keyboard.press("Tab");
  }
  await expect(purple).toBeFocused();
  await page.keyboard.press("Enter");
  await expect.poll(() => rootAccent(page)).toBe("#9013fe");

  await page.keyboard.press("Escape");
  await expect(
    page.getByRole("button", { ...GEAR, expanded: false }),
  ).toBeFocused();
  await expect(purple).toBeHidden();
});

test("the picker's script is fetched only when the panel is first opened", async ({
  page,
  request,
}) => {
  for (const { url, source } of await firstLoadScripts(request, "/")) {
    expect(source, url).not.toContain("react-colorful__saturation");
  }
  const pickerLoaded = page.waitForResponse(/accent-picker-[^/]+\.js$/);
  await page.goto("/");
  await page.getByRole("button", { ...GEAR, expanded: false }).click();
  await pickerLoaded;
  await expect(page.getByRole("textbox", { name: "Hex" })).toBeVisible();
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the gear stands still", async ({ page }) => {
    await page.goto("/");
    const gear = page.getByRole("button", GEAR);
    expect(
      await gear
        .locator("svg")
        .evaluate((icon) => getComputedStyle(icon).animationName),
    ).toBe("none");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the panel opens and a swatch sets the accent, back on the same page", async ({
    page,
  }) => {
    await page.goto("/portfolio?filter=2");
    expect(await rootAccent(page)).toBe("#5dff40");
    // Without JavaScript the gear is the summary of a native disclosure.
    await page.getByLabel("Accent colour", { exact: true }).click();
    await page.getByRole("button", { name: "#4A90E2" }).click();
    await expect(page).toHaveURL("/portfolio?filter=2");
    expect(await rootAccent(page)).toBe("#4a90e2");
    await page.goto("/about");
    expect(await rootAccent(page)).toBe("#4a90e2");
  });
});
