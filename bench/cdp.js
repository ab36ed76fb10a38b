// A small client of the DevTools protocol, over one WebSocket to a Chromium started by
// chrome-launcher. The visitor benchmark drives the browser through it rather than through a
// test framework, so the page runs with nothing in it but what a visitor's browser has: a
// framework adds its own script world to every page, which costs a throttled CPU real time.
import * as chromeLauncher from "chrome-launcher";
import WebSocket from "ws";

export async function launchBrowser({ chromePath }) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      // Debian's Chromium is not an official build, so it would turn on the experiments of
      // Chromium's own test configuration; visitors' browsers run without them.
      "--disable-field-trial-config",
      "--headless=new",
      "--no-sandbox",
    ],
  });
  const version = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
  const { webSocketDebuggerUrl } = await version.json();
  const socket = new WebSocket(webSocketDebuggerUrl, {
    perMessageDeflate: false,
  });
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });

  let lastId = 0;
  const pending = new Map();
  socket.on("message", (data) => {
    const message = JSON.parse(data.toString());
    const waiting = message.id && pending.get(message.id);
    if (waiting) {
      pending.delete(message.id);
      if (message.error)
        waiting.reject(
          new Error(`${waiting.method}: ${message.error.message}`),
        );
      else waiting.resolve(message.result);
    }
  });

  const send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      pending.set(id, { resolve, reject, method });
      socket.send(JSON.stringify({ id, method, params, sessionId }));
    });

  /**
   * A new browser context (no cache, no cookies, no open connections) with one tab in it. The
   * tab starts on a page of its own, as a visitor's does when they follow a link from another
   * site: a tab's first navigation away from its initial empty page stays in that page's
   * process, where Chromium sometimes holds the new page's first paint back by seconds.
   */
  async function openTab() {
    const { browserContextId } = await send("Target.createBrowserContext", {
      disposeOnDetach: true,
    });
    const { targetId } = await send("Target.createTarget", {
      url: "data:text/html,<title>Elsewhere</title>",
      browserContextId,
    });
    const { sessionId } = await send("Target.attachToTarget", {
      targetId,
      flatten: true,
    });
    return {
      send: (method, params) => send(method, params, sessionId),
      /** The value of an expression in the page; promises are awaited. */
      async evaluate(expression) {
        const { result, exceptionDetails } = await send(
          "Runtime.evaluate",
          { expression, returnByValue: true, awaitPromise: true },
          sessionId,
        );
        if (exceptionDetails)
          throw new Error(
            exceptionDetails.exception?.description ?? exceptionDetails.text,
          );
        return result.value;
      },
      async close() {
        await send("Target.closeTarget", { targetId }).catch(() => {});
        await send("Target.disposeBrowserContext", { browserContextId }).catch(
          () => {},
        );
      },
    };
  }

  return {
    openTab,
    async close() {
      socket.close();
      await chrome.kill();
    },
  };
}
