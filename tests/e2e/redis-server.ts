// Debian's redis-server on a loopback port, kept in memory only, which a test can kill outright
// and start again on the same port, as an outage would.
import { execFileSync, spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const REDIS_PATHS = ["/usr/bin/redis-server", "/usr/local/bin/redis-server"];

/** Where redis-server is installed, or null. */
export function findRedisServer(): string | null {
  const found = REDIS_PATHS.find((candidate) => existsSync(candidate));
  if (found) return found;
  try {
    return (
      execFileSync("sh", ["-c", "command -v redis-server"]).toString().trim() ||
      null
    );
  } catch {
    return null;
  }
}

/** Whether a Redis answers PING on this port. */
export function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    let reply = "";
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on("error", () => done(false));
    socket.on("connect", () => socket.write("PING\r\n"));
    socket.on("data", (chunk) => {
      reply += chunk.toString();
      if (reply.includes("\r\n")) done(reply.startsWith("+PONG"));
    });
  });
}

export async function startRedis(binary: string, port: number) {
  const dir = mkdtempSync(path.join(tmpdir(), "portfolio-redis-"));
  let child: ChildProcess | undefined;
  let output = "";

  async function start() {
    // Nothing is written to disk: no snapshots, no append-only file.
    child = spawn(
      binary,
      [
        "--port",
        String(port),
        "--bind",
        "127.0.0.1",
        "--save",
        "",
        "--appendonly",
        "no",
        "--dir",
        dir,
      ],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const started = Date.now();
    while (!(await answersPing(port))) {
      if (child.exitCode !== null || Date.now() - started > 10_000) {
        await kill();
        throw new Error(`redis-server did not start:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Stops it at once, as a crash would: no goodbye to its clients. */
  async function kill() {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null)
      return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGKILL");
    await exited;
  }

  await start();
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    kill,
    /** Starts it again on the same port, empty. */
    restart: start,
    /** Freezes it (SIGSTOP): its connections stay open, and no command is answered. */
    pause: () => child?.kill("SIGSTOP"),
    resume: () => child?.kill("SIGCONT"),
    stop: async () => {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
