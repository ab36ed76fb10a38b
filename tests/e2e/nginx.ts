// Debian's nginx as the tests run it: one process in a folder of its own, which holds its
// configuration, pid, logs and temporary files and is removed when it stops.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { started } from "./started-process";

const NGINX_PATHS = ["/usr/sbin/nginx", "/usr/bin/nginx"];

/** Where nginx is installed, or null. */
export function findNginx(): string | null {
  const found = NGINX_PATHS.find((candidate) => existsSync(candidate));
  if (found) return found;
  try {
    return (
      execFileSync("sh", ["-c", "command -v nginx"]).toString().trim() || null
    );
  } catch {
    return null;
  }
}

/**
 * Starts nginx with the `http` block's contents that `configure` returns, given the process's
 * folder (to put what the block names there: a certificate, a root), once `answering` says so.
 */
export async function runNginx(
  nginx: string,
  {
    configure,
    answering,
  }: {
    configure: (dir: string) => string;
    answering: () => Promise<boolean>;
  },
) {
  const dir = mkdtempSync(path.join(tmpdir(), "portfolio-nginx-"));
  const config = path.join(dir, "nginx.conf");
  writeFileSync(
    config,
    `daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${configure(dir)}
}
`,
  );
  const child = spawn(nginx, ["-p", dir, "-c", config], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  const remove = () => rmSync(dir, { recursive: true, force: true });
  const stop = await started(child, answering, "nginx").catch((error) => {
    remove();
    throw error;
  });
  return {
    stop: async () => {
      await stop();
      remove();
    },
  };
}
