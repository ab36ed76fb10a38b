// Starts the production server (or any Node script) as a child process and waits until it answers.
import { spawn } from "node:child_process";
import net from "node:net";

/** Whether something already listens on the port: the benchmark would measure it instead. */
const portTaken = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1" });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

export async function startServer({
  script = "build/server.js",
  args = [],
  cwd,
  port,
  env = {},
}) {
  if (await portTaken(port))
    throw new Error(`Port ${port} is in use: set BENCH_PORT to a free range`);
  const child = spawn(process.execPath, [script, ...args], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null)
      throw new Error(`${script} exited (${child.exitCode}) before answering`);
    try {
      await fetch(url + "/");
      return { url, stop: () => stopChild(child) };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill("SIGKILL");
  throw new Error(`${script} did not start on port ${port}`);
}

function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", resolve);
    child.kill("SIGTERM");
  });
}

/** The median of the numbers given, leaving out any that are not numbers. */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]
    : (sorted[middle - 1] + sorted[middle]) / 2;
}
