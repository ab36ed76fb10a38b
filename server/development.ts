// `npm run dev`: Vite builds the app's modules as the browser and the server ask for them and
// reloads the open page after each edit: pages are documents, rendered again on the server. What the build makes of the content (the posts, their
// pictures, the share cards, the icon sprite) is made again when a file of app/content/ changes,
// and then the page reloads.
import { spawn } from "node:child_process";
import type { Server } from "node:http";
import path from "node:path";

import type { ServerBuild } from "react-router";

import type { SiteBuild } from "./app";

const APP = path.resolve("app");
const CONTENT = path.join(APP, "content");

export async function startDevelopment(server: Server): Promise<SiteBuild> {
  // Only development needs Vite, which a production install leaves out.
  const { createServer } = await import("vite");
  const vite = await createServer({
    appType: "custom",
    // The page's updates arrive over the site's own port, so the site's headers allow them.
    server: { middlewareMode: true, hmr: { server } },
  });
  const listeners: Array<() => void> = [];
  const changed = () => listeners.forEach((listener) => listener());
  const prepare = contentPreparation(() => {
    // The modules that read what it made (the posts, pictures and cards) read it again.
    vite.moduleGraph.invalidateAll();
    changed();
    vite.hot.send({ type: "full-reload" });
  });
  vite.watcher.on("all", (_event, file) => {
    changed();
    if (file.startsWith(CONTENT + path.sep)) prepare();
    else if (file.startsWith(APP + path.sep))
      vite.hot.send({ type: "full-reload" });
  });
  return {
    serverBuild: () =>
      vite.ssrLoadModule(
        "virtual:react-router/server-build",
      ) as Promise<ServerBuild>,
    assets: vite.middlewares,
    onChange: (listener) => listeners.push(listener),
    close: () => vite.close(),
  };
}

/**
 * Runs the build's content step again (scripts/prepare-content.ts, drafts included), one run at a
 * time; edits made while it runs are taken by one more run after it.
 */
function contentPreparation(done: () => void) {
  let running = false;
  let again = false;
  const run = () => {
    running = true;
    again = false;
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "scripts/prepare-content.ts", "--drafts"],
      { stdio: "inherit" },
    );
    child.on("exit", () => {
      running = false;
      done();
      if (again) run();
    });
  };
  return () => {
    if (running) again = true;
    else run();
  };
}
