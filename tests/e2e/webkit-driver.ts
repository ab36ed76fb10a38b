// WebKit as WebKitGTK ships it: its WebDriver (WebKitWebDriver) drives its test browser,
// MiniBrowser, on a virtual screen of its own (Xvfb), one browser at a time.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";

import { Builder, Capabilities } from "selenium-webdriver";
import type { WebDriver } from "selenium-webdriver";

import { until } from "./engine-visitor";

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

export type WebKitDriver = {
  /** A browser with scripts on or off: the one open, unless it is the other kind or `fresh`. */
  session: (
    javaScript: boolean,
    options?: { fresh?: boolean },
  ) => Promise<WebDriver>;
  stop: () => Promise<void>;
};

/** A virtual screen, and WebKit's WebDriver on `port` drawing on it. */
export async function startWebKitDriver(port: number): Promise<WebKitDriver> {
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
    env: {
      ...process.env,
      DISPLAY: display,
      // Accelerated compositing off, a mode WebKitGTK supports: it paints on the processor
      // rather than through OpenGL emulated in software on the virtual screen, in half the
      // processor time. The tour reads styles, paint timing and behaviour, not pixels.
      WEBKIT_DISABLE_COMPOSITING_MODE: "1",
    },
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
    session: async (javaScript, { fresh = false } = {}) => {
      if (open?.javaScript === javaScript && !fresh) return open.driver;
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
