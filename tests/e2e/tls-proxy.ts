// Debian's nginx as a TLS reverse proxy on loopback, with a throwaway self-signed certificate,
// in the two setups owners write: the usual one and a bare proxy_pass; each in front of one
// instance of the site or of several.
import { execFileSync } from "node:child_process";
import path from "node:path";

import { runNginx } from "./nginx";
import { startServer } from "./server-process";
import type { ServerProcess } from "./server-process";

export type ProxySetup = {
  /** What the README calls it. */
  name: "usual" | "bare";
  /** Where nginx listens with TLS. */
  port: number;
  /** The site behind it: one instance, or several that nginx takes turns with. */
  upstreamPorts: number[];
};

/**
 * The usual setup keeps Host and adds X-Forwarded-For and X-Forwarded-Proto (the site runs with
 * TRUST_PROXY=1); the bare one is proxy_pass alone, which sends the upstream's address as Host
 * and no forwarded headers (the site trusts no proxy).
 */
function serverBlock(setup: ProxySetup, certificate: string, key: string) {
  const headers =
    setup.name === "usual"
      ? `
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;`
      : "";
  // One instance is proxied to by its address, as owners write it (a bare proxy_pass then sends
  // that address as Host); several through an upstream block, which nginx takes turns with.
  const [only, ...more] = setup.upstreamPorts;
  const upstream = more.length ? `site_${setup.port}` : `127.0.0.1:${only}`;
  const upstreamBlock = more.length
    ? `
  upstream ${upstream} {${setup.upstreamPorts
    .map((port) => `\n    server 127.0.0.1:${port};`)
    .join("")}
  }`
    : "";
  return `${upstreamBlock}
  server {
    listen 127.0.0.1:${setup.port} ssl;
    server_name localhost;
    ssl_certificate ${certificate};
    ssl_certificate_key ${key};
    location / {
      proxy_pass http://${upstream};${headers}
    }
  }`;
}

export async function startTlsProxy(nginx: string, setups: ProxySetup[]) {
  return runNginx(nginx, {
    configure: (dir) => {
      // A throwaway self-signed certificate for localhost, in nginx's own folder.
      const certificate = path.join(dir, "localhost.crt");
      const key = path.join(dir, "localhost.key");
      execFileSync(
        "openssl",
        [
          "req",
          "-x509",
          "-newkey",
          "rsa:2048",
          "-nodes",
          "-days",
          "1",
          "-subj",
          "/CN=localhost",
          "-addext",
          "subjectAltName=DNS:localhost",
          "-keyout",
          key,
          "-out",
          certificate,
        ],
        { stdio: "ignore" },
      );
      return setups
        .map((setup) => serverBlock(setup, certificate, key))
        .join("\n");
    },
    answering: async () => {
      const listening = await Promise.all(
        setups.map((setup) =>
          fetch(`https://localhost:${setup.port}/`).then(
            () => true,
            // A certificate error means nginx answered.
            (error: Error) =>
              /certificate|self.signed/i.test(String(error.cause)),
          ),
        ),
      );
      return listening.every(Boolean);
    },
  });
}

/**
 * Instances of the site on `sitePorts`, started at the same moment (as a deployment starts its
 * replicas), behind one proxy on `proxyPort` in the usual setup, which they trust.
 */
export async function startInstancesBehindProxy(
  nginx: string,
  {
    proxyPort,
    sitePorts,
    env,
  }: { proxyPort: number; sitePorts: number[]; env: Record<string, string> },
) {
  const siteUrl = `https://localhost:${proxyPort}`;
  const sites: ServerProcess[] = await Promise.all(
    sitePorts.map((port) =>
      startServer({
        port,
        env: { SITE_URL: siteUrl, TRUST_PROXY: "1", ...env },
      }),
    ),
  );
  const proxy = await startTlsProxy(nginx, [
    { name: "usual", port: proxyPort, upstreamPorts: sitePorts },
  ]);
  return {
    sites,
    stop: async () => {
      await proxy.stop();
      for (const site of sites) await site.stop();
    },
  };
}
