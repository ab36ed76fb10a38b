// WebKit's visitor. Its WebDriver speaks only the classic protocol: it hears no console and stops
// no request, so the script gate holds the site's scripts back while the page is made to keep its
// own errors; scripts are turned off with a browser setting (webkit-driver.ts).
import { By, until as seleniumUntil } from "selenium-webdriver";

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
import { startWebKitDriver } from "./webkit-driver";
import type { WebKitDriver } from "./webkit-driver";

/** WebKit on a screen of its own, its WebDriver on `port`, reaching the site through `gate`. */
export async function startWebKit({
  port,
  gate,
}: {
  port: number;
  gate: ScriptGate;
}): Promise<Engine> {
  const webkit = await startWebKitDriver(port);
  return {
    visitor: (options) => webkitVisitor(webkit, gate, options),
    stop: webkit.stop,
  };
}

/** The browser, cleared of the last test's cookies, at the test's size. */
async function webkitVisitor(
  webkit: WebKitDriver,
  gate: ScriptGate,
  { origin, javaScript, viewport }: VisitorOptions,
): Promise<Visitor> {
  let driver = await webkit.session(javaScript);
  const reported: string[] = [];
  const recorded = async () =>
    javaScript
      ? ((await driver
          .executeScript(() => window.__visitorErrors ?? [])
          .catch(() => [])) as string[])
      : [];

  let address = "";
  const navigate = async (path: string) => {
    reported.push(...(await recorded()));
    await driver.executeScript(leaving).catch(() => {});
    address = `${origin}${path}`;
    await driver.get(address);
  };
  const firstFrame = async <T>(path: string, read: () => T) => {
    gate.hold();
    try {
      await navigate(path);
      await until("the first frame", () => driver.executeScript(painted));
      const found = (await driver.executeScript(read)) as T;
      if (javaScript) await driver.executeScript(recordErrors);
      return found;
    } finally {
      gate.release();
    }
  };
  // As long as the tour's other waits: on a busy machine WebKit's pages come slowly.
  const element = (selector: string) =>
    driver.wait(seleniumUntil.elementLocated(By.css(selector)), 20_000);
  const arrived = () =>
    driver.executeScript(
      (address: string) =>
        !window.__visitorLeft &&
        location.href === address &&
        document.readyState === "complete",
      address,
    ) as Promise<boolean>;
  // The page asked for, loaded; or else the test says where the browser is instead.
  const loaded = (timeout?: number) =>
    until("the page", arrived, timeout).catch(async (error: Error) => {
      const where = await driver
        .executeScript(() => `${location.href} (${document.readyState})`)
        .catch(() => "no answer");
      throw new Error(
        `${error.message} ${address}; the browser is at ${where}`,
      );
    });
  const taken = () =>
    until("the page's script to answer", () =>
      driver.executeScript(scriptAnswers),
    );

  // Cookies go with the page's own address: forget the last test's there. A browser just
  // started on a busy machine has been seen to stay on its blank page, or to be gone: it is
  // replaced once by a new one.
  await navigate("/robots.txt")
    .then(() => loaded(15_000))
    .catch(async (first: Error) => {
      driver = await webkit.session(javaScript, { fresh: true });
      await navigate("/robots.txt");
      await loaded().catch((second: Error) => {
        throw new Error(
          `${second.message}, in a new browser that replaced one where: ${first.message}`,
        );
      });
    });
  await driver.manage().deleteAllCookies();
  await driver.manage().window().setRect(viewport);
  reported.length = 0;

  return {
    open: async (path) => {
      if (!javaScript) {
        await navigate(path);
        await loaded();
        return;
      }
      await firstFrame(path, () => null);
      await taken();
    },
    firstFrame: async (path, read) => {
      const found = await firstFrame(path, read);
      if (javaScript) await taken();
      return found;
    },
    evaluate: async (fn, ...args) =>
      (await driver.executeScript(fn, ...args)) as Awaited<
        ReturnType<typeof fn>
      >,
    click: async (selector) => (await element(selector)).click(),
    type: async (selector, text) => (await element(selector)).sendKeys(text),
    setCookie: async (line) => {
      const { expiry, ...cookie } = parseCookie(line);
      await driver.manage().addCookie({
        ...cookie,
        ...(expiry && { expiry }),
      });
    },
    alert: async () => {
      const alert = await driver.wait(seleniumUntil.alertIsPresent(), 20_000);
      const text = await alert.getText();
      await alert.accept();
      return text;
    },
    errors: async () => [...reported, ...(await recorded())],
    close: async () => {},
  };
}
