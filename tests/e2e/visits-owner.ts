// What the visits' browser tests share: a folder for a server's store, the server stopped as a
// deployment stops it (which writes the last batch), and the owner's `npm run visits`.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { expect } from "./fixtures";
import type { ServerProcess } from "./server-process";

export const DESKTOP =
  "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

/** `npm run visits -- …` on a folder, as the owner runs it (without the runner's FORCE_COLOR). */
export async function visits(dir: string, ...args: string[]) {
  const { FORCE_COLOR: _, ...owner } = process.env;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["build/visits.js", ...args],
    { env: { ...owner, DATA_DIR: dir } },
  );
  return stdout;
}

/** The rows `npm run visits -- export` writes, without the header: day,path,…,views,visitors. */
export async function exportedRows(dir: string) {
  const csv = path.join(dir, "visits.csv");
  await visits(dir, "export", csv);
  const [, ...rows] = readFileSync(csv, "utf8").trim().split("\n");
  return rows;
}

/** Stops the server as a deployment does, so it writes what it has counted. */
export async function stopGracefully(server: ServerProcess) {
  server.process.kill("SIGTERM");
  expect(await server.exited).toBe(0);
}

export function folder() {
  const dir = mkdtempSync(path.join(tmpdir(), "portfolio-visits-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
