// WebKit as WebKitGTK ships it: its WebDriver (WebKitWebDriver) drives its test browser,
// MiniBrowser, on a virtual screen (Xvfb), with selenium-webdriver. That WebDriver speaks only
// the classic protocol: it hears no console and stops no request, so the script gate holds the
// site's scripts back while the page is made to keep its own errors, and scripts are turned off
// with a browser setting.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";

import {
  Builder,
  By,
  Capabilities,
  until as seleniumUntil,
} from "selenium-webdriver";
import type { WebDriver } from "selenium-webdriver";

import {
  hydrated,
  leaving,
  painted,
  parseCookie,
  recordErrors,
  until,
} from "./engine-visitor";
import type { Engine, Visitor, VisitorOptions } from "./engine-visitor";
import type { ScriptGate } from "./script-gate";

const DRIVER = "/usr/bin/WebKitWebDriver";
const XVFB = "/usr/bin/Xvfb";

/** Debian keeps MiniBrowser beside WebKitGTK's own processes, in the folder of its architecture. */
function miniBrowser() {
  const lib = "/usr/lib";
  for (const arch of readdirSync(lib))
    for (const version of ["webkit2gtk-4.1", "webkit2gtk-4.0"]) {
      const file = path.join(lib, arch, version, "MiniBrowser");
      if (existsSync(file)) return file;
    }
  return undefined;
}

/** Why the WebKit suite cannot run here, or null when it can. */
export function webkitMissing() {
  if (!existsSync(DRIVER)) return "webkit2gtk-driver is not installed";
  if (!miniBrowser()) return "WebKitGTK's MiniBrowser is not installed";
  if (!existsSync(XVFB)) return "xvfb is not installed";
  return null;
}

type WebKit = {
  /** A browser with scripts on or off: the one open, unless it is the other kind. */
  session: (javaScript: boolean) => Promise<WebDriver>;
  stop: () => Promise<void>;
};

/** A virtual screen, and WebKit's WebDriver on `port` drawing on it, through `gate`. */
export async function startWebKit({
  port,
  gate,
}: {
  port: number;
  gate: ScriptGate;
}): Promise<Engine> {
  const webkit = await startDriver(port);
  return {
    visitor: (options) => webkitVisitor(webkit, gate, options),
    stop: webkit.stop,
  };
}

async function startDriver(port: number): Promise<WebKit> {
  // Xvfb takes the first free display and names it on the pipe it is given.
  const screen = spawn(XVFB, ["-displayfd", "3", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "ignore", "pipe"],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let text = "";
    (screen.stdio[3] as Readable).on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("\n")) resolve(`:${text.trim()}`);
    });
    screen.on("exit", () => reject(new Error("Xvfb did not start")));
  });
  const driver = spawn(DRIVER, [`--port=${port}`], {
    stdio: "ignore",
    env: { ...process.env, DISPLAY: display },
  });
  const server = `http://127.0.0.1:${port}`;
  await until("WebKitWebDriver", () =>
    fetch(`${server}/status`).then((answer) => answer.ok),
  );

  let open: { javaScript: boolean; driver: WebDriver } | undefined;
  const quit = async () => {
    const session = open?.driver;
    open = undefined;
    // A browser that has gone (a failed test may have lost it) needs no quitting.
    await Promise.resolve()
      .then(() => session?.quit())
      .catch(() => {});
  };
  return {
    session: async (javaScript) => {
      if (open?.javaScript === javaScript) return open.driver;
      // The driver runs one browser at a time.
      await quit();
      const capabilities = new Capabilities({
        browserName: "MiniBrowser",
        // Every wait is the test's own: a page whose scripts are held never finishes loading.
        pageLoadStrategy: "none",
        unhandledPromptBehavior: "ignore",
        "webkitgtk:browserOptions": {
          binary: miniBrowser(),
          // Full screen, the window has no toolbar: its size is the page's.
          args: [
            "--automation",
            "--full-screen",
            `--enable-javascript=${javaScript}`,
          ],
        },
      });
      const session = await new Builder()
        .usingServer(server)
        .withCapabilities(capabilities)
        .build();
      open = { javaScript, driver: session };
      return session;
    },
    stop: async () => {
      await quit();
      for (const child of [driver, screen]) await stopProcess(child);
    },
  };
}

function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve();
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill();
  return exited;
}

/** The browser, cleared of the last test's cookies, at the test's size. */
async function webkitVisitor(
  webkit: WebKit,
  gate: ScriptGate,
  { origin, javaScript, viewport }: VisitorOptions,
): Promise<Visitor> {
  const driver = await webkit.session(javaScript);
  const reported: string[] = [];
  const recorded = async () =>
    javaScript
      ? ((await driver
          .executeScript(() => window.__visitorErrors ?? [])
          .catch(() => [])) as string[])
      : [];

  const navigate = async (path: string) => {
    reported.push(...(await recorded()));
    await driver.executeScript(leaving).catch(() => {});
    await driver.get(`${origin}${path}`);
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
  const element = (selector: string) =>
    driver.wait(seleniumUntil.elementLocated(By.css(selector)), 10_000);

  // Cookies go with the page's own address: forget the last test's there.
  await navigate("/robots.txt");
  await until("the site", () =>
    driver.executeScript(
      () => !window.__visitorLeft && document.readyState === "complete",
    ),
  );
  await driver.manage().deleteAllCookies();
  await driver.manage().window().setRect(viewport);
  reported.length = 0;

  return {
    open: async (path) => {
      if (!javaScript) {
        await navigate(path);
        await until("the page", () =>
          driver.executeScript(
            () => !window.__visitorLeft && document.readyState === "complete",
          ),
        );
        return;
      }
      await firstFrame(path, () => null);
      await until("React to take the page over", () =>
        driver.executeScript(hydrated),
      );
    },
    firstFrame: async (path, read) => {
      const found = await firstFrame(path, read);
      if (javaScript)
        await until("React to take the page over", () =>
          driver.executeScript(hydrated),
        );
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
