// Static hosts as owners meet them, on loopback: Debian's nginx at a domain's root (the usual
// site configuration), nginx under a path with GitHub Pages' lookup rules, and Python's plain file
// server, which rewrites nothing at all.
import { spawn } from "node:child_process";
import { mkdirSync, symlinkSync } from "node:fs";
import path from "node:path";

import { runNginx } from "./nginx";
import { answers, started } from "./started-process";

export type StaticHost = { origin: string; stop: () => Promise<void> };

/**
 * nginx serving `folder` at `mount` ("/" or "/portfolio-site/"): at a root as a site is usually
 * configured (`try_files $uri $uri/`), under a path as GitHub Pages looks a page up
 * (`try_files $uri $uri.html $uri/`); both answer an unknown address with the folder's 404.html.
 * Text goes out as UTF-8, as the README's configuration says: a feed sent as text/xml with no
 * charset is ASCII to a feed reader.
 */
export async function startNginx(
  nginx: string,
  { port, folder, mount }: { port: number; folder: string; mount: string },
): Promise<StaticHost> {
  const origin = `http://127.0.0.1:${port}`;
  const lookup = mount === "/" ? "$uri $uri/" : "$uri $uri.html $uri/";
  const { stop } = await runNginx(nginx, {
    configure: (dir) => {
      const root = path.join(dir, "root");
      if (mount === "/") symlinkSync(folder, root);
      else {
        mkdirSync(root);
        symlinkSync(folder, path.join(root, mount.replaceAll("/", "")));
      }
      return `  include /etc/nginx/mime.types;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    charset utf-8;
    location / { try_files ${lookup} =404; }
    error_page 404 ${mount}404.html;
  }`;
    },
    answering: () => answers(`${origin}/`),
  });
  return { origin, stop };
}

/** Python's own file server: a file at its path, a folder's index.html, and nothing else. */
export async function startPlainFileServer({
  port,
  folder,
}: {
  port: number;
  folder: string;
}): Promise<StaticHost> {
  const child = spawn(
    "python3",
    [
      "-m",
      "http.server",
      String(port),
      "--bind",
      "127.0.0.1",
      "--directory",
      folder,
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    stop: await started(
      child,
      () => answers(`${origin}/`),
      "python3 -m http.server",
    ),
  };
}
