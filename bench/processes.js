// The servers the benchmark measures, each in a process of its own, as the site runs: the site's
// production build (this checkout's, or another's to compare with), and two servers that answer
// every request with one fixed buffer, the limits of bare Node and of Express alone.
//   node bench/processes.js <node|express> <body file> <headers as JSON> <port>
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import net from "node:net";

import express from "express";

/** Starts a Node script on a port and waits until it answers. */
export async function start({
  script = "build/server.js",
  args = [],
  cwd,
  port,
  env = {},
}) {
  const taken = await new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => resolve(!socket.destroy()));
    socket.once("error", () => resolve(false));
  });
  if (taken)
    throw new Error(`Port ${port} is in use: set BENCH_PORT to a free range`);
  const child = spawn(process.execPath, [script, ...args], {
    cwd,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null)
      throw new Error(`${script} exited before answering`);
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    ) {
      const stop = () =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once("exit", resolve);
          child.kill("SIGTERM");
        });
      return { url, stop, pid: child.pid };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`${script} did not start on port ${port}`);
}

/** The median of the numbers given, leaving out any that are not numbers. */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (!sorted.length) return NaN;
  return sorted.length % 2
    ? sorted[middle]
    : (sorted[middle - 1] + sorted[middle]) / 2;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [kind, bodyFile, headersJson, port] = process.argv.slice(2);
  const body = readFileSync(bodyFile);
  const headers = JSON.parse(headersJson);
  const answer = (_request, response) =>
    response.writeHead(200, headers).end(body);
  const listener =
    kind === "express"
      ? express().disable("x-powered-by").get("*", answer)
      : answer;
  createServer(listener).listen(Number(port), "127.0.0.1");
}
