// Debian's Firefox ESR, driven over WebDriver BiDi with puppeteer-core, which starts the browser
// it is given and downloads none.
import { existsSync } from "node:fs";

import puppeteer from "puppeteer-core";
import type { Browser, Page } from "puppeteer-core";

import {
  scriptAnswers,
  leaving,
  painted,
  parseCookie,
  recordErrors,
  until,
} from "./engine-visitor";
import type { Engine, Visitor, VisitorOptions } from "./engine-visitor";
import type { ScriptGate } from "./script-gate";

const FIREFOX = "/usr/bin/firefox-esr";

/** Why the Firefox suite cannot run here, or null when it can. */
export const firefoxMissing = () =>
  existsSync(FIREFOX) ? null : "firefox-esr is not installed";

/** Firefox, started when a test first needs it: one with scripts on, one with them off. */
export function startFirefox(gate: ScriptGate): Engine {
  const browsers = new Map<boolean, Promise<Browser>>();
  const launch = (javaScript: boolean) =>
    puppeteer.launch({
      browser: "firefox",
      executablePath: FIREFOX,
      headless: true,
      // Firefox ESR's BiDi cannot turn scripts off for one page: a browser of its own does.
      extraPrefsFirefox: {
        // One content process for every tab, none started ahead: each test opens a private
        // context and a tab, and each new process cost the engine tests a fifth of their
        // processor time. Pages behave the same in a shared process.
        "dom.ipc.processCount": 1,
        "dom.ipc.processPrelaunch.enabled": false,
        "fission.autostart": false,
        ...(javaScript ? {} : { "javascript.enabled": false }),
      },
    });
  return {
    visitor: async (options) => {
      if (!browsers.has(options.javaScript))
        browsers.set(options.javaScript, launch(options.javaScript));
      return firefoxVisitor(
        await browsers.get(options.javaScript)!,
        gate,
        options,
      );
    },
    stop: async () => {
      for (const browser of browsers.values()) await (await browser).close();
    },
  };
}

/** A new tab in a private context of its own: no cookie from another test. */
async function firefoxVisitor(
  browser: Browser,
  gate: ScriptGate,
  { origin, javaScript, viewport }: VisitorOptions,
): Promise<Visitor> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(viewport);
  const alerts: string[] = [];
  page.on("dialog", async (dialog) => {
    alerts.push(dialog.message());
    await dialog.accept();
  });
  await page.evaluateOnNewDocument(recordErrors);
  const recorded = () =>
    page.evaluate(() => window.__visitorErrors ?? []).catch(() => []);
  const reported: string[] = [];

  /** Leaves the page shown, keeping what it reported; resolves once the next one is loading. */
  const navigate = async (path: string) => {
    reported.push(...(await recorded()));
    await page.evaluate(leaving).catch(() => {});
    return { loaded: page.goto(`${origin}${path}`, { waitUntil: "load" }) };
  };
  const waitHydrated = (page: Page) =>
    until("the page's script to answer", () => page.evaluate(scriptAnswers));

  return {
    open: async (path) => {
      await (
        await navigate(path)
      ).loaded;
      if (javaScript) await waitHydrated(page);
    },
    firstFrame: async (path, read) => {
      gate.hold();
      let loaded;
      try {
        ({ loaded } = await navigate(path));
        await until("the first frame", () => page.evaluate(painted));
        return await page.evaluate(read);
      } finally {
        gate.release();
        await loaded;
        if (javaScript) await waitHydrated(page);
      }
    },
    // Puppeteer's types unwrap element handles, which these functions neither take nor give.
    evaluate: <T, A extends unknown[]>(fn: (...args: A) => T, ...args: A) =>
      page.evaluate(fn as (...args: unknown[]) => T, ...args) as Promise<T>,
    // Puppeteer's own click waits for the page's scripts to find the element in view, which never
    // answer with scripts off: the mouse goes to the middle of it instead.
    click: async (selector) => {
      const { x, y } = await page.evaluate((selector) => {
        const element = document.querySelector(selector)!;
        element.scrollIntoView({ block: "center", behavior: "instant" });
        const box = element.getBoundingClientRect();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      }, selector);
      await page.mouse.click(x, y);
    },
    type: (selector, text) => page.type(selector, text),
    setCookie: async (line) => {
      const { name, value, path, sameSite, secure, expiry } = parseCookie(line);
      await context.setCookie({
        name,
        value,
        domain: new URL(origin).hostname,
        path,
        sameSite,
        secure,
        expires: expiry,
      });
    },
    alert: async () => {
      await until("an alert", async () => alerts.length > 0);
      return alerts.shift()!;
    },
    errors: async () => [...reported, ...(await recorded())],
    close: () => context.close(),
  };
}
