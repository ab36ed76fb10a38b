// The site in the engines besides Chromium's that visitors read it in: Firefox's (Gecko) and
// WebKit (Safari's, and every browser's on an iPhone). A short tour, the same in each, of what
// an engine could break: every page drawn and its script answering with nothing in the console,
// the visitor's scheme in the first frame, the phone's menu, the gear's panel and the contact
// form, with JavaScript and without; and the visits the server counts of pages read in it. The
// projects "firefox" and "webkit" run it (playwright.config.ts); the rest of the browser tests
// run in Chromium.
import { randomUUID } from "node:crypto";

import { profile } from "../../app/content/profile";
import { theme } from "../../app/content/theme";
import { choiceCookie } from "../../app/colors/choice-cookie";
import { schemeOf } from "../../app/colors/color-scheme";
import type { SchemeChoice } from "../../app/colors/color-scheme";

import { LABELS, message, SENT } from "./contact-message";
import type { Values } from "./contact-message";
import { receivedTitled } from "./email-service-env";
import type { Engine, Visitor } from "./engine-visitor";
import { scriptAnswers } from "./engine-visitor";
import { expect as baseExpect, SITE_ENV, siteTest } from "./fixtures";

// These browsers are driven from outside, a command at a time, and on a busy machine a page of
// theirs can take longer than an assertion's usual 5 s to load or settle.
const expect = baseExpect.configure({ timeout: 20_000 });
import { firefoxMissing, startFirefox } from "./firefox-visitor";
import {
  BACKGROUND,
  painted,
  SITE_PAGES,
  START,
  SWATCH,
  UNKNOWN_PATH,
} from "./page-helpers";
import { startScriptGate } from "./script-gate";
import type { ScriptGate } from "./script-gate";
import { startServer } from "./server-process";
import { E2E_PORT } from "./site-url";
import { exportedRows, folder, stopGracefully } from "./visits-owner";
import { webkitMissing } from "./webkit-driver";
import { startWebKit } from "./webkit-visitor";

const test = siteTest.extend<
  { visitor: Visitor },
  { gate: ScriptGate; engine: Engine | string }
>({
  // The site as these engines reach it: through a gate that can hold its scripts back.
  gate: [
    async ({ siteOrigin }, use, workerInfo) => {
      const gate = await startScriptGate({
        port: E2E_PORT + 36 + workerInfo.parallelIndex,
        site: siteOrigin,
      });
      await use(gate);
      await gate.stop();
    },
    { scope: "worker" },
  ],
  // The project's engine, or why it cannot run here.
  engine: [
    async ({ gate }, use, workerInfo) => {
      const firefox = workerInfo.project.name === "firefox";
      const missing = firefox ? firefoxMissing() : webkitMissing();
      if (missing) return use(missing);
      const engine = firefox
        ? startFirefox(gate)
        : await startWebKit({
            port: E2E_PORT + 38 + workerInfo.parallelIndex,
            gate,
          });
      await use(engine);
      await engine.stop();
    },
    { scope: "worker" },
  ],
  // A tab of the engine, with Playwright's own options for scripts and size; it fails the test
  // on anything the pages reported as an error.
  visitor: async ({ engine, gate, javaScriptEnabled, viewport }, use) => {
    if (typeof engine === "string") {
      // Skipped only where Firefox ESR, or WebKitGTK's driver or Xvfb, could not be installed
      // (npm test installs them with apt); the summary reports that engine's suite as not run.
      return test.skip(true, `${engine}: the suite cannot run`);
    }
    const visitor = await engine.visitor({
      origin: gate.origin,
      javaScript: javaScriptEnabled ?? true,
      viewport: viewport ?? { width: 1280, height: 800 },
    });
    await use(visitor);
    const errors = await visitor.errors();
    await visitor.close();
    expect(errors, "errors in the browser console").toEqual([]);
  },
});

const GEAR = "summary.accent-gear";
const SWITCHER = "details.accent-switcher";
const PICKER = ".accent-picker-slot .react-colorful";
const SWATCH_BUTTON = `#accent-panel button[aria-label^="${SWATCH.colour} "]`;
const SUBMIT = "form.contact-form button[type=submit]";

/**
 * Whether an element is on the page and drawn: not inside a closed disclosure, whose content some
 * engines lay out without drawing it.
 */
function shown(selector: string) {
  const element = document.querySelector(selector);
  const closed = element?.closest("details:not([open])");
  return (
    element !== null &&
    (!closed || closed.querySelector("summary")!.contains(element)) &&
    element.getClientRects().length > 0 &&
    getComputedStyle(element).visibility !== "hidden"
  );
}

/** Whether every transition and entry animation on the page has ended (the gear spins on). */
const animationsSettled = () =>
  document
    .getAnimations()
    .every(
      (animation) =>
        animation.playState === "finished" ||
        animation.effect?.getTiming().iterations === Infinity,
    );

const attribute = (selector: string, name: string) =>
  document.querySelector(selector)?.getAttribute(name) ?? null;

const background = () =>
  getComputedStyle(document.documentElement).backgroundColor;

const headingText = () =>
  document.querySelector("h1")?.textContent?.trim() ?? null;

const headingColour = () =>
  getComputedStyle(document.querySelector("h1")!).color;

const rootAccent = () =>
  getComputedStyle(document.documentElement)
    .getPropertyValue("--main-color")
    .trim();

const prefersLight = () => matchMedia("(prefers-color-scheme: light)").matches;

/** The scheme a visit starts in, in this engine: the owner's, or the system's where they say so. */
async function startingScheme(visitor: Visitor) {
  const light = await visitor.evaluate(prefersLight);
  return schemeOf(theme.scheme as SchemeChoice, light);
}

/**
 * A message only this test sends, in few keys: WebKit's driver waits for the page to take each
 * key before it sends the next.
 */
const shortMessage = (): Values => ({
  ...message(),
  title: `From every engine ${randomUUID().slice(0, 8)}`,
  message: "Free to talk?",
});

/** The contact form, filled in key by key. */
async function fill(visitor: Visitor, values: Values) {
  for (const name of Object.keys(LABELS) as (keyof typeof LABELS)[])
    await visitor.type(`.contact-form [name="${name}"]`, values[name]);
}

test("every page and the 404 page are drawn, and the script of each answers, with nothing in the console", async ({
  visitor,
}) => {
  const documents = [
    ...SITE_PAGES.map((page) => ({
      path: page.path,
      heading: page.heading ?? profile.name,
    })),
    { path: UNKNOWN_PATH, heading: "Page Not Found" },
  ];
  for (const { path, heading } of documents) {
    await visitor.open(path);
    expect(await visitor.evaluate(headingText), path).toContain(heading);
  }
});

test("the scheme a visitor chose is there from the first frame, and the owner's otherwise", async ({
  visitor,
}) => {
  const first = await visitor.firstFrame("/about", background);
  const starting = await startingScheme(visitor);
  expect(first).toBe(BACKGROUND[starting]);

  // The other scheme, kept as the panel's form keeps it.
  const chosen = starting === "dark" ? "light" : "dark";
  await visitor.setCookie(choiceCookie("scheme", chosen, { secure: false })!);
  expect(await visitor.firstFrame("/about", background)).toBe(
    BACKGROUND[chosen],
  );
  // And so it stays once the page's script runs.
  expect(await visitor.evaluate(background)).toBe(BACKGROUND[chosen]);
});

test.describe("at a phone's width", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu button opens the menu", async ({ visitor }) => {
    const about = 'nav[aria-label="Main"] a[href="/about"]';
    await visitor.open("/skills");
    expect(await visitor.evaluate(shown, about)).toBe(false);

    await visitor.click("button.menu-button");
    await expect.poll(() => visitor.evaluate(shown, about)).toBe(true);
    expect(
      await visitor.evaluate(() =>
        document.querySelector("#site-menu")!.matches(":popover-open"),
      ),
    ).toBe(true);
  });
});

test("the gear opens its panel with the picker, and a swatch paints the accent at once", async ({
  visitor,
}) => {
  await visitor.open("/skills");
  const scheme = await startingScheme(visitor);
  expect(await visitor.evaluate(headingColour)).toBe(painted(START, scheme));
  expect(await visitor.evaluate(shown, SWATCH_BUTTON)).toBe(false);

  await visitor.click(GEAR);
  await expect.poll(() => visitor.evaluate(shown, SWATCH_BUTTON)).toBe(true);
  expect(await visitor.evaluate(attribute, SWITCHER, "open")).toBe("");
  await expect.poll(() => visitor.evaluate(shown, PICKER)).toBe(true);
  // The panel slides out: a swatch is where a visitor would tap it once it has stopped.
  await expect.poll(() => visitor.evaluate(animationsSettled)).toBe(true);
  // On a machine busy to its last core, WebKit's driver has been seen to lose a click: the
  // accent had not changed 20 s on. A tap that did not land is made again, as a visitor would
  // tap again; a swatch that does nothing still fails every time.
  await expect(async () => {
    await visitor.click(SWATCH_BUTTON);
    await expect
      .poll(() => visitor.evaluate(rootAccent), { timeout: 5_000 })
      .toBe(SWATCH.hex);
  }).toPass({ timeout: 20_000 });
  expect(await visitor.evaluate(headingColour)).toBe(
    painted(SWATCH.hex, scheme),
  );
});

test("a message sent brings the success alert, and reaches the email service", async ({
  visitor,
}) => {
  await visitor.open("/contact");
  const values = shortMessage();
  await fill(visitor, values);
  // Started on, the form has its alerts in place by now, as a visitor who typed would find.
  await expect
    .poll(() =>
      visitor.evaluate(
        () => document.querySelector('form[data-answers="in-place"]') !== null,
      ),
    )
    .toBe(true);
  await visitor.click(SUBMIT);

  expect(await visitor.alert()).toBe(SENT);
  await expect.poll(() => receivedTitled(values.title)).toHaveLength(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the chosen scheme is painted from the stylesheet, and a message sent comes back as a status", async ({
    visitor,
  }) => {
    const chosen =
      (await startingScheme(visitor)) === "dark" ? "light" : "dark";
    await visitor.setCookie(choiceCookie("scheme", chosen, { secure: false })!);
    await visitor.open("/contact");
    // Nothing ran: no colour reads as chosen in the gear's panel.
    expect(await visitor.evaluate(scriptAnswers)).toBe(false);
    expect(await visitor.evaluate(background)).toBe(BACKGROUND[chosen]);

    const values = shortMessage();
    await fill(visitor, values);
    await visitor.click(SUBMIT);
    await expect
      .poll(() =>
        visitor.evaluate(
          // The form's answer, or what else the page says (an error, or the form unsent).
          () =>
            document.querySelector('[role="status"]')?.textContent ??
            document.querySelector('[role="alert"]')?.textContent ??
            `${location.pathname}: ${document.querySelector("h1")?.textContent}`,
        ),
      )
      .toBe(SENT);
    await expect.poll(() => receivedTitled(values.title)).toHaveLength(1);
  });
});

test("the pages read in this engine are counted exactly, a second look at a page as one visitor", async ({
  engine,
}, testInfo) => {
  if (typeof engine === "string")
    return test.skip(true, `${engine}: the suite cannot run`);
  const data = folder();
  const server = await startServer({
    port: E2E_PORT + 48 + testInfo.parallelIndex,
    env: { ...SITE_ENV, DATA_DIR: data.dir },
  });
  try {
    const visitor = await engine.visitor({
      origin: server.origin,
      javaScript: true,
      viewport: { width: 1280, height: 800 },
    });
    for (const path of ["/", "/about", "/about"]) await visitor.open(path);
    const errors = await visitor.errors();
    await visitor.close();
    expect(errors, "errors in the browser console").toEqual([]);
    await stopGracefully(server);
  } finally {
    await server.stop();
  }
  try {
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await exportedRows(data.dir))
        .map((row) => row.replace(/^([^,]*,[^,]*),[^,]*,/, "$1,·,"))
        .sort(),
    ).toEqual([`${today},/,·,,desktop,1,1`, `${today},/about,·,,desktop,2,0`]);
  } finally {
    data.remove();
  }
});
