// Static hosts as owners meet them, on loopback: Debian's nginx at a domain's root (the usual
// site configuration), nginx under a path with GitHub Pages' lookup rules, and Python's plain file
// server, which rewrites nothing at all.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export type StaticHost = { origin: string; stop: () => Promise<void> };

/** Started, and answering, or the error that kept it from starting. */
async function started(child: ChildProcess, origin: string, what: string) {
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) =>
    child.on("exit", () => resolve()),
  );
  const since = Date.now();
  while (
    !(await fetch(origin).then(
      () => true,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() - since > 10_000) {
      child.kill("SIGKILL");
      throw new Error(`${what} did not start: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
  };
}

/**
 * nginx serving `folder` at `mount` ("/" or "/portfolio-site/"): at a root as a site is usually
 * configured (`try_files $uri $uri/`), under a path as GitHub Pages looks a page up
 * (`try_files $uri $uri.html $uri/`); both answer an unknown address with the folder's 404.html.
 */
export async function startNginx(
  nginx: string,
  { port, folder, mount }: { port: number; folder: string; mount: string },
): Promise<StaticHost> {
  const dir = mkdtempSync(path.join(tmpdir(), "portfolio-static-"));
  const root = path.join(dir, "root");
  const lookup = mount === "/" ? "$uri $uri/" : "$uri $uri.html $uri/";
  if (mount === "/") symlinkSync(folder, root);
  else {
    mkdirSync(root);
    symlinkSync(folder, path.join(root, mount.replaceAll("/", "")));
  }
  const config = path.join(dir, "nginx.conf");
  writeFileSync(
    config,
    `daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files ${lookup} =404; }
    error_page 404 ${mount}404.html;
  }
}
`,
  );
  const child = spawn(nginx, ["-p", dir, "-c", config], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  const stop = await started(child, `http://127.0.0.1:${port}/`, "nginx");
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
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
    stop: await started(child, `${origin}/`, "python3 -m http.server"),
  };
}
