// Starts the production build in its own process, with the environment a test gives it, and
// keeps what it prints, so a test can check the log and how it stops.
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { E2E_EMAIL_ENV } from "./email-service-env";

export type ServerProcess = {
  origin: string;
  process: ChildProcess;
  /** Everything the server has written to stdout and stderr so far. */
  output: () => string;
  /** The lines of the request log so far. */
  requestLog: () => string[];
  exited: Promise<number | null>;
  stop: () => Promise<void>;
};

/** Log lines start with the method: "GET /about 200 1.2 ms 345". */
const REQUEST_LINE = /^(GET|HEAD|POST|PUT|DELETE|OPTIONS|PATCH) /;

export async function startServer({
  port,
  env = {},
  command = [process.execPath, "build/server.js"],
  cwd,
}: {
  port: number;
  env?: Record<string, string>;
  command?: string[];
  /** The project it serves: this one, unless a copy of it. */
  cwd?: string;
}): Promise<ServerProcess> {
  const [file, ...args] = command;
  // The messages it keeps go to a folder of its own, unless the test names one.
  const data = mkdtempSync(path.join(tmpdir(), "portfolio-data-"));
  const child = spawn(file!, args, {
    cwd,
    env: {
      ...process.env,
      ...E2E_EMAIL_ENV,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: data,
      ...env,
    },
  });
  child.on("exit", () => rmSync(data, { recursive: true, force: true }));
  // A test that times out leaves its `finally` unrun: the server goes when the test's worker does,
  // not on to answer the next run at its port.
  const orphaned = () => child.kill("SIGKILL");
  process.once("exit", orphaned);
  child.on("exit", () => process.off("exit", orphaned));
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => resolve(code)),
  );
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGKILL");
    await exited;
  };
  // Until it says it listens and answers, or has stopped: a start a busy machine makes slow is
  // waited for (the test's own timeout stands for one that never ends), and one that failed is
  // reported at once, a port another server holds among the causes; that server's answers are
  // never taken for this one's.
  for (;;) {
    const up =
      output.includes("Listening on") &&
      (await fetch(`${origin}/robots.txt`).then(
        () => true,
        () => false,
      ));
    if (up) break;
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`The server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    process: child,
    output: () => output,
    requestLog: () =>
      output.split("\n").filter((line) => REQUEST_LINE.test(line)),
    exited,
    stop,
  };
}
